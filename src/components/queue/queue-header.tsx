import { memo } from 'react';
import { ListX, PartyPopper, Shuffle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { formatDurationLong } from '@/lib/format-duration';

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
}: QueueHeaderProps) {
  const unavailable = {
    disabled: disabledReason !== undefined,
    title: disabledReason,
    'aria-description': disabledReason,
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      <h2 id="queue-title" className="text-lg font-semibold">
        Queue
      </h2>
      <p data-slot="queue-summary" className="text-sm text-muted-fg">
        {count} {count === 1 ? 'track' : 'tracks'} · {formatDurationLong(durationMs)}
      </p>
      <div className="ms-auto flex flex-wrap gap-2">
        <Button
          variant={partyMode ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={partyMode}
          onClick={() => onCommand('partyMode')}
          {...unavailable}
        >
          <PartyPopper className="size-4" aria-hidden />
          {partyMode ? 'Party mode on' : 'Party mode off'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => onCommand('shuffle')} {...unavailable}>
          <Shuffle className="size-4" aria-hidden />
          Shuffle
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" {...unavailable}>
              <ListX className="size-4" aria-hidden />
              Clear
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onCommand('clearAll')}>All tracks</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onCommand('clearMine')}>
              Tracks added by me
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </div>
  );
});
