import { memo, useRef } from 'react';
import { ArrowDownToLine, ArrowUpToLine, ListStart, Trash2, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';
import { useDockedHeight } from './use-docked-height';

/** The acts a bar offers: each only when this user may do it (the page leaves the rest out). */
export interface SelectionActs {
  onRemove?: () => void;
  onPlayNext?: () => void;
  onMoveToTop?: () => void;
  onMoveToBottom?: () => void;
}

interface SelectionBarProps extends SelectionActs {
  /** Tracks selected. */
  count: number;
  onClear: () => void;
  /**
   * Ctrl/⌘+A on a queue not wholly loaded: the queue's length, said beside what was selected,
   * with `onLoadRest` to load the rest and select it too.
   */
  partOf?: number;
  onLoadRest?: () => void;
  loadingRest?: boolean;
  /** Move to bottom needs the whole queue on screen (a reorder names the tracks it moves past). */
  moveToBottomBlockedBy?: string;
  /** A batch is running: how far, and its Cancel. */
  progress?: { settled: number; total: number };
  onCancel?: () => void;
  /** Set (the instance is offline): the acts are disabled and say why. */
  disabledReason?: string;
  className?: string;
}

/**
 * "N selected" and what to do with them: Remove, Play next, Move to top, Move to
 * bottom, Clear selection. Docked above the player bar, where a thumb reaches it, and out of
 * the list's flow: its coming never moves a row from under the finger or the pointer (the page's
 * foot keeps room for it, src/themes/index.css). On a phone the acts are icons named for a
 * screen reader, so the bar is one line. While a batch runs it shows how far it got and Cancel
 * instead of the acts.
 */
export const SelectionBar = memo(function SelectionBar({
  count,
  onClear,
  partOf,
  onLoadRest,
  loadingRest = false,
  onRemove,
  onPlayNext,
  onMoveToTop,
  onMoveToBottom,
  moveToBottomBlockedBy,
  progress,
  onCancel,
  disabledReason,
  className,
}: SelectionBarProps) {
  const blocked = (reason: string | undefined) => ({
    disabled: reason !== undefined,
    title: reason,
    'aria-description': reason,
  });
  const unavailable = blocked(disabledReason);
  const bar = useRef<HTMLDivElement>(null);
  useDockedHeight(bar, '--selection-bar-height');
  return (
    <div
      ref={bar}
      role="toolbar"
      aria-label={t('selection.label')}
      data-slot="selection-bar"
      className={cn(
        'fixed inset-x-2 bottom-[calc(var(--player-bar-height)+0.5rem)] z-30 flex flex-wrap items-center gap-1 rounded-md border bg-card p-2 text-card-fg shadow-lg sm:gap-2 md:start-[calc(var(--app-column-width,0px)+1rem)] md:end-4',
        className,
      )}
    >
      <p className="me-auto text-sm font-medium" data-slot="selection-count">
        {t('selection.count', { count })}
      </p>
      {progress ? (
        <>
          <p className="text-sm text-muted-fg tabular-nums" data-slot="selection-progress">
            {t('selection.working', progress)}
          </p>
          {onCancel && (
            <Button variant="outline" size="sm" onClick={onCancel}>
              {t('ui.cancel')}
            </Button>
          )}
        </>
      ) : (
        <>
          {onRemove && (
            <Button variant="danger" size="sm" onClick={onRemove} {...unavailable}>
              <Trash2 className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{t('queue.remove')}</span>
            </Button>
          )}
          {onPlayNext && (
            <Button variant="outline" size="sm" onClick={onPlayNext} {...unavailable}>
              <ListStart className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{t('queue.playNext')}</span>
            </Button>
          )}
          {onMoveToTop && (
            <Button variant="outline" size="sm" onClick={onMoveToTop} {...unavailable}>
              <ArrowUpToLine className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{t('selection.moveToTop')}</span>
            </Button>
          )}
          {onMoveToBottom && (
            <Button
              variant="outline"
              size="sm"
              onClick={onMoveToBottom}
              {...blocked(disabledReason ?? moveToBottomBlockedBy)}
            >
              <ArrowDownToLine className="size-4" aria-hidden />
              <span className="max-sm:sr-only">{t('selection.moveToBottom')}</span>
            </Button>
          )}
          <Button
            variant="ghost"
            size="icon"
            onClick={onClear}
            aria-label={t('selection.clear')}
            title={t('selection.clear')}
          >
            <X className="size-4" />
          </Button>
        </>
      )}
      {partOf !== undefined && !progress && (
        <p className="flex w-full flex-wrap items-center gap-2 text-xs text-muted-fg">
          <span data-slot="selection-part">
            {t('selection.loadedOnly', { count, total: partOf })}
          </span>
          {onLoadRest && (
            <Button variant="link" size="sm" onClick={onLoadRest} loading={loadingRest}>
              {t('selection.loadRest')}
            </Button>
          )}
        </p>
      )}
    </div>
  );
});
