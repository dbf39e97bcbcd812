import * as React from 'react';
import { ClipboardPaste, Link2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';
import { usePasteFirst } from './use-paste-first';

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
  /**
   * Reads the clipboard's text (the Clipboard API's `readText`), where the browser has it: a
   * phone's Paste button fills the field and loads the link. Without it there is no button;
   * typing or pasting into the field always works.
   */
  readClipboard?: () => Promise<string>;
}

/**
 * The target for a Spotify track or playlist link. The drop itself is handled for the whole page
 * (the screen listens on the window), so this box only tells the user where and what to drop.
 * On a phone or a touch screen, which cannot drag a link, it leads with the link field and a
 * Paste button, and the drop words follow, smaller.
 */
function DropZone({
  active = false,
  error,
  onLinkSubmit,
  readClipboard,
  className,
  ...props
}: DropZoneProps) {
  const fieldId = React.useId();
  const errorId = React.useId();
  const field = React.useRef<HTMLInputElement>(null);
  const pasteFirst = usePasteFirst();
  const [pasteProblem, setPasteProblem] = React.useState<string>();
  const message = pasteProblem ?? error;

  const paste = async () => {
    if (!readClipboard) return;
    let text: string;
    try {
      text = (await readClipboard()).trim();
    } catch {
      setPasteProblem(t('downloader.pasteRefused'));
      field.current?.focus();
      return;
    }
    if (text === '') {
      setPasteProblem(t('downloader.pasteEmpty'));
      field.current?.focus();
      return;
    }
    setPasteProblem(undefined);
    if (field.current) field.current.value = text;
    onLinkSubmit(text);
  };

  return (
    <section
      data-slot="drop-zone"
      data-active={active || undefined}
      data-paste-first={pasteFirst || undefined}
      aria-label={t('downloader.dropZone')}
      className={cn(
        'grid gap-4 rounded-xl border-2 border-dashed border-border bg-card p-6 text-center text-card-fg transition-colors data-[active]:border-primary data-[active]:bg-accent data-[paste-first]:p-4 data-[paste-first]:text-start',
        className,
      )}
      {...props}
    >
      <div
        className={cn(
          'grid justify-items-center gap-1',
          pasteFirst && 'order-last justify-items-start',
        )}
      >
        {!pasteFirst && <Link2 aria-hidden className="size-8 text-muted-fg" />}
        <p className={pasteFirst ? 'text-sm font-medium' : 'font-display text-lg font-semibold'}>
          {t('downloader.dropHere')}
        </p>
        <p className={pasteFirst ? 'text-xs text-muted-fg' : 'text-sm text-muted-fg'}>
          {t('downloader.dropHint')}
        </p>
        <p className="text-xs text-muted-fg">{t('downloader.dropAnywhere')}</p>
      </div>
      <form
        className={cn(
          'mx-auto flex w-full max-w-xl flex-wrap items-center justify-center gap-2',
          pasteFirst && 'justify-stretch',
        )}
        onSubmit={(event) => {
          event.preventDefault();
          const input = event.currentTarget.elements.namedItem('link');
          if (input instanceof HTMLInputElement && input.value.trim() !== '') {
            setPasteProblem(undefined);
            onLinkSubmit(input.value);
          }
        }}
      >
        <label
          htmlFor={fieldId}
          className={pasteFirst ? 'basis-full text-sm font-medium' : 'sr-only'}
        >
          {pasteFirst ? t('downloader.pasteFirstLabel') : t('downloader.pasteLabel')}
        </label>
        <Input
          ref={field}
          id={fieldId}
          name="link"
          inputMode="url"
          autoComplete="off"
          placeholder={pasteFirst ? t('downloader.pasteExample') : t('downloader.pastePlaceholder')}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={cn('min-w-0 flex-1', pasteFirst && 'h-11 basis-full')}
        />
        {pasteFirst && readClipboard && (
          <Button
            type="button"
            variant="primary"
            className="h-11 flex-1"
            onClick={() => void paste()}
          >
            <ClipboardPaste aria-hidden />
            {t('downloader.paste')}
          </Button>
        )}
        <Button type="submit" variant="secondary" className={cn(pasteFirst && 'h-11 flex-1')}>
          {t('downloader.load')}
        </Button>
      </form>
      {message && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {message}
        </p>
      )}
    </section>
  );
}

export { DropZone };
