import * as React from 'react';
import { Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';

interface DropZoneProps extends Omit<React.ComponentProps<'section'>, 'onSubmit'> {
  /** A link is being dragged over the page. */
  active?: boolean;
  /** The last drop's validation message ('Unsupported URI - …'). */
  error?: string;
  /**
   * A pasted link, validated like a drop. Keyboard and screen-reader users cannot drag, so the
   * zone also takes a link typed or pasted into its field.
   */
  onLinkSubmit: (link: string) => void;
}

/**
 * The target for a Spotify track or playlist link. The drop itself is handled for the whole page
 * (the screen listens on the window), so this box only tells the user where and what to drop.
 */
function DropZone({ active = false, error, onLinkSubmit, className, ...props }: DropZoneProps) {
  const fieldId = React.useId();
  const errorId = React.useId();
  return (
    <section
      data-slot="drop-zone"
      data-active={active || undefined}
      aria-label={t('downloader.dropZone')}
      className={cn(
        'grid gap-4 rounded-xl border-2 border-dashed border-border bg-card p-6 text-center text-card-fg transition-colors data-[active]:border-primary data-[active]:bg-accent',
        className,
      )}
      {...props}
    >
      <div className="grid justify-items-center gap-1">
        <Link2 aria-hidden className="size-8 text-muted-fg" />
        <p className="font-display text-lg font-semibold">{DOWNLOADER_MESSAGES.dropHere}</p>
        <p className="text-sm text-muted-fg">{DOWNLOADER_MESSAGES.dropHint}</p>
        <p className="text-xs text-muted-fg">{t('downloader.dropAnywhere')}</p>
      </div>
      <form
        className="mx-auto flex w-full max-w-xl flex-wrap items-center justify-center gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const field = event.currentTarget.elements.namedItem('link');
          if (field instanceof HTMLInputElement && field.value.trim() !== '') {
            onLinkSubmit(field.value);
          }
        }}
      >
        <label htmlFor={fieldId} className="sr-only">
          {t('downloader.pasteLabel')}
        </label>
        <Input
          id={fieldId}
          name="link"
          inputMode="url"
          autoComplete="off"
          placeholder={t('downloader.pastePlaceholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary">
          {t('downloader.load')}
        </Button>
      </form>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </section>
  );
}

export { DropZone };
