import { Suspense, useRef, useState } from 'react';
import {
  ASIDE_FITS_QUERY,
  COMPACT_PLAYER_QUERY,
  useMediaQuery,
} from '@/components/ui/use-media-query';
import { InstancePageSkeleton } from '@/components/instance/instance-page-skeleton';
import { InstanceUnavailable } from '@/components/instance/instance-unavailable';
import { LinkDropCue } from '@/components/instance/link-drop-cue';
import { OfflineNotice } from '@/components/instance/offline-notice';
import { ErrorMessage } from '@/components/ui/error-message';
import { IGNORED_DROP_MESSAGES } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { ASIDE_WIDTH } from './aside-width';
import { HeaderSection } from './header-section';
import { InstancePageContext } from './instance-page-context';
import { LazyMetadataSection } from './lazy-metadata-section';
import { PlayerSection, type PlayerState } from './player-section';
import {
  LazyPlayerBarSection,
  LazyQueueSection,
  LazySearchSection,
  LazyShortcutsHelpDialog,
  LazyTabsSection,
} from './lazy-lower-part';
import { toastNotifier } from '@/app/show-toast';
import { useActionContext } from '@/app/use-action-context';
import { useDetailsStack } from './use-details-stack';
import { useFullPlayer } from './use-full-player';
import { useInstancePageValue } from './use-instance-page-value';
import { useLinkDrop } from './use-link-drop';
import { useLowerPartShown } from './use-lower-part-shown';
import { usePageShortcuts } from './use-page-shortcuts';
import { usePageWideEffects } from './use-page-wide-effects';
import { usePlayerCommands } from './use-player-commands';
import { useTrackPoll } from './use-track-poll';
import { useReportLastKnown } from '../shell/last-known-report';

interface InstancePageProps {
  instanceId: string;
}

/**
 * The instance page: the track-load poll and what spans the page (title, theme effects, window
 * events, dropped links, keys, layout by width), composed of sections that wire themselves.
 */
export function InstancePage({ instanceId }: InstancePageProps) {
  const poll = useTrackPoll(instanceId);
  const ctx = useActionContext();
  const details = useDetailsStack();
  const player = usePlayerCommands(ctx, instanceId);
  // Layout by width (docs/screens.md "Every width"): from 1280 px search and the lists sit in an aside;
  // below, a Search button in the header opens them in a sheet. Below 1024 px the queue is a tab
  // under the player, so the player stays on screen and the queue is one tap away.
  const asideFits = useMediaQuery(ASIDE_FITS_QUERY);
  const compact = useMediaQuery(COMPACT_PLAYER_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const { attachFullPlayer, fullPlayerInView, showFullPlayer } = useFullPlayer();
  const page = useInstancePageValue(instanceId, ctx, details.open);

  const { data, error, current, progress } = poll;
  useReportLastKnown(poll.lastKnownAt);
  const shown = data !== undefined;
  const lower = useLowerPartShown(shown, compact);
  const instance = data?.instance;
  usePageWideEffects({ instanceId, data, current, revalidate: poll.revalidate });
  const linkDragging = useLinkDrop(
    (link) => page.enqueue({ ...link, next: false }),
    (reason) => toastNotifier.info(t(IGNORED_DROP_MESSAGES[reason])),
  );
  const volume = usePageShortcuts({
    ctx,
    instanceId,
    instance,
    progress,
    runCommand: player.run,
    // The sheet focuses the box itself once it is open.
    search: () => (asideFits ? searchInput.current?.focus() : setSearchOpen(true)),
    help: () => setHelpOpen(true),
  });

  if (error && !data) {
    // Say what is so (issue 30): no access to a server that exists, or no such server.
    if (error.status === 403) return <InstanceUnavailable reason="denied" id={instanceId} />;
    if (error.status === 404) return <InstanceUnavailable reason="not-found" id={instanceId} />;
    return (
      <ErrorMessage>
        {t('instanceMessages.serverLoadFailed', { detail: error.message })}
      </ErrorMessage>
    );
  }
  if (!data || !instance) return <InstancePageSkeleton />;

  // A command acts on what the server has, never on the last visit's picture: it waits for the
  // live answer. An offline bot takes no command (the server answers 409). The controls say why.
  const disabledReason =
    poll.lastKnownAt !== undefined
      ? t('instanceMessages.lastKnownReason')
      : instance.isOnline
        ? undefined
        : t('instanceMessages.offlineReason');
  const playerState: PlayerState = {
    instance,
    current,
    progress,
    busy: player.busy,
    onCommand: player.run,
    disabledReason,
    volume,
  };
  // From 1280 px the aside's place is kept from the first frame until it is drawn, so the
  // column of the player and the queue keeps its width (aside-width.ts).
  const asidePlace = asideFits ? <div aria-hidden className={ASIDE_WIDTH} /> : null;
  // The lower part (lazy-lower-part.tsx) draws nothing until its code is in.
  const queue = lower && (
    <Suspense fallback={null}>
      <LazyQueueSection
        data={data}
        poll={poll.queue}
        disabledReason={disabledReason}
        orderLocked={poll.lastKnownAt !== undefined}
      />
    </Suspense>
  );
  return (
    <InstancePageContext value={page}>
      {/* Padded at the foot by the player bar's height, and room for a bottom toast above it:
          nothing ends up behind either (src/themes/index.css). */}
      <div
        data-slot="instance-page"
        className="flex min-h-0 flex-1 gap-6 pb-[calc(var(--player-bar-height)+var(--bottom-toast-room))]"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <HeaderSection
            data={data}
            current={current}
            progress={progress}
            onSearch={asideFits ? undefined : () => setSearchOpen(true)}
          />
          {!instance.isOnline && <OfflineNotice name={instance.name} />}
          <div className="flex flex-col gap-4 lg:flex-row">
            <PlayerSection ref={attachFullPlayer} player={playerState} withControls={compact} />
            {lower && (
              <Suspense fallback={null}>
                <LazyTabsSection
                  data={data}
                  progress={progress}
                  volume={volume}
                  disabledReason={disabledReason}
                  queue={compact ? queue : undefined}
                />
              </Suspense>
            )}
          </div>
          {!compact && queue}
        </div>
        {lower ? (
          <Suspense fallback={asidePlace}>
            <LazySearchSection
              asideFits={asideFits}
              sheetOpen={searchOpen}
              onSheetOpenChange={setSearchOpen}
              inputRef={searchInput}
            />
          </Suspense>
        ) : (
          asidePlace
        )}
        {lower && (
          <Suspense fallback={null}>
            <LazyPlayerBarSection
              player={playerState}
              fullPlayerInView={fullPlayerInView}
              onExpand={showFullPlayer}
            />
            <LazyShortcutsHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
          </Suspense>
        )}
        <LinkDropCue visible={linkDragging} />
        {details.stack.length > 0 && <LazyMetadataSection details={details} />}
      </div>
    </InstancePageContext>
  );
}
