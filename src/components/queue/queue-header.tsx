import { memo, type ReactNode } from 'react';
import { ListChecks, ListX, PartyPopper, Shuffle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDurationLong } from '@/lib/format/duration';
import { t } from '@/lib/i18n';

export type QueueCommand = 'partyMode' | 'shuffle' | 'clearAll' | 'clearMine';

interface QueueHeaderProps {
  /** Queued tracks on the server, without the playing one. */
  count: number;
  /** Total length of the queued tracks (ms). */
  durationMs: number;
  partyMode: boolean;
  onCommand: (command: QueueCommand) => void;
  /** Set (the instance is offline): the commands are disabled and say why. */
  disabledReason?: string;
  /** More of the header, after its commands (the saved queues' tools). */
  extra?: ReactNode;
  /**
   * Touch "Select" mode: shown on a coarse pointer only (a mouse always has the
   * rows' checkboxes); undefined when this user may act on no selection.
   */
  selectMode?: { on: boolean; onToggle: () => void };
}

/**
 * 'Queue' with its count and length, party mode, shuffle and the Clear menu. Memoised apart from
 * the list, so a poll that changes one track re-renders that row, not these controls.
 */
export const QueueHeader = memo(function QueueHeader({
  count,
  durationMs,
  partyMode,
  onCommand,
  disabledReason,
  extra,
  selectMode,
}: QueueHeaderProps) {
  const unavailable = {
    disabled: disabledReason !== undefined,
    title: disabledReason,
    'aria-description': disabledReason,
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h2 id="queue-title" className="text-lg font-semibold">
        {t('queue.title')}
      </h2>
      {/* The count is printed as it is ({count}, not ICU's grouped #): the spec's "2000 tracks". */}
      <p data-slot="queue-summary" className="text-sm text-muted-fg">
        {t('queue.summary', { count, duration: formatDurationLong(durationMs) })}
      </p>
      <div className="ms-auto flex flex-wrap gap-2">
        {selectMode && (
          <Button
            variant={selectMode.on ? 'primary' : 'outline'}
            size="sm"
            // Where the rows show no checkboxes (a finger, or below sm): Select brings them.
            className="sm:pointer-fine:hidden"
            aria-pressed={selectMode.on}
            onClick={selectMode.onToggle}
          >
            <ListChecks className="size-4" aria-hidden />
            {selectMode.on ? t('selection.done') : t('selection.select')}
          </Button>
        )}
        <Button
          variant={partyMode ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={partyMode}
          onClick={() => onCommand('partyMode')}
          {...unavailable}
        >
          <PartyPopper className="size-4" aria-hidden />
          {partyMode ? t('queue.partyModeOn') : t('queue.partyModeOff')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onCommand('shuffle')} {...unavailable}>
          <Shuffle className="size-4" aria-hidden />
          {t('queue.shuffle')}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" {...unavailable}>
              <ListX className="size-4" aria-hidden />
              {t('queue.clear')}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onCommand('clearAll')}>
              {t('queue.clearAll')}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onCommand('clearMine')}>
              {t('queue.clearMine')}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      {extra}
    </div>
  );
});
