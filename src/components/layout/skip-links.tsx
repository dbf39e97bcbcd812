import type * as React from 'react';
import { t, type MessageId } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

/** What a skip link leads to: an element marked `data-skip-target="<target>"`. */
export type SkipTarget = 'player' | 'queue' | 'main';

const TARGETS: readonly SkipTarget[] = ['player', 'queue', 'main'];

/** Each link's words. */
const SKIP_LINK_TEXT = {
  player: 'a11y.skipToPlayer',
  queue: 'a11y.skipToQueue',
  main: 'a11y.skipToMain',
} as const satisfies Record<SkipTarget, MessageId>;

/**
 * The first visible element marked as the target (below 1024 px the full player and the mini
 * player are both marked; the one on screen, or the first, wins).
 */
function findTarget(target: SkipTarget): HTMLElement | null {
  const marked = [...document.querySelectorAll<HTMLElement>(`[data-skip-target="${target}"]`)];
  return marked.find((element) => element.getClientRects().length > 0) ?? null;
}

const FOCUSABLE =
  'button:not(:disabled), a[href], input:not(:disabled), [role="slider"]:not([aria-disabled="true"])';

/**
 * Moves focus to a target: the player's first usable control (its Pause or Resume), or the
 * landmark itself (the queue, the main content), so the next Tab starts inside it.
 */
function focusSkipTarget(target: SkipTarget): boolean {
  const element = findTarget(target);
  if (!element) return false;
  const visible = (selector: string) =>
    [...element.querySelectorAll<HTMLElement>(selector)].find(
      (candidate) => candidate.getClientRects().length > 0,
    );
  // The player's buttons first (Pause or Resume), then anything else usable in it.
  const control =
    target === 'player'
      ? (visible('[data-slot="player-controls"] button:not(:disabled)') ?? visible(FOCUSABLE))
      : undefined;
  const focused = control ?? element;
  if (!control && !element.hasAttribute('tabindex')) element.tabIndex = -1;
  focused.focus();
  // Focus scrolls only as far as needed; the scroll padding keeps it clear of docked bars.
  focused.scrollIntoView({ block: 'nearest' });
  return true;
}

/**
 * The links at the very top of every signed-in page (WCAG 2.4.1): "Skip to player", "Skip to
 * queue", "Skip to main content", unseen until focused. A link whose target is not on the page
 * (no player outside an instance page) is not shown, by CSS, so it is never a Tab stop.
 */
export function SkipLinks({ className }: { className?: string }) {
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>, target: SkipTarget) => {
    if (focusSkipTarget(target)) event.preventDefault();
  };
  return (
    <nav
      data-slot="skip-links"
      aria-label={t('a11y.skipLinks')}
      className={cn('pointer-events-none fixed inset-x-0 top-0 z-[60] flex gap-2 p-2', className)}
    >
      {TARGETS.map((target) => (
        <a
          key={target}
          href={`#${target}`}
          data-skip-link={target}
          onClick={(event) => onClick(event, target)}
          className={cn(
            'pointer-events-auto inline-flex min-h-11 items-center rounded-md bg-primary px-4 text-sm font-medium text-primary-fg shadow-md outline-none',
            'not-focus:sr-only focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-bg',
            // Shown only where the page has the target (the player and the queue are the
            // instance page's).
            target === 'player' && '[:root:not(:has([data-skip-target=player]))_&]:hidden',
            target === 'queue' && '[:root:not(:has([data-skip-target=queue]))_&]:hidden',
          )}
        >
          {t(SKIP_LINK_TEXT[target])}
        </a>
      ))}
    </nav>
  );
}
