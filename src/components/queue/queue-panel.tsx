import { memo } from 'react';
import { ListX, PartyPopper, Shuffle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { EmptyState } from '@/components/ui/empty-state';
import type { PlayerTrack } from '@/components/player/track-types';
import { formatDurationLong } from '@/lib/format-duration';
import { EMPTY_MESSAGES, loadMoreTracks } from '@/lib/messages';
import { cn } from '@/lib/cn';
import { VirtualQueueList } from './virtual-queue-list';

export type QueueCommand = 'partyMode' | 'shuffle' | 'clearAll' | 'clearMine';

interface QueuePanelProps {
  /** Queued tracks in order, without the playing one. */
  tracks: readonly PlayerTrack[];
  /** Queued tracks on the server, without the playing one. */
  count: number;
  /** Total length of the queued tracks (ms). */
  durationMs: number;
  /** Queued tracks not loaded yet: 'Load N more tracks'. */
  moreToLoad: number;
  partyMode: boolean;
  loadingMore?: boolean;
  onLoadMore: () => void;
  onCommand: (command: QueueCommand) => void;
  onPlayNext: (id: string) => void;
  onRemove: (id: string) => void;
  onOpen: (uri: string) => void;
  onReorder: (from: number, to: number) => void;
  onDragStart?: () => void;
  onDragEnd?: () => void;
  /** A search result or link was dropped on the queue. */
  onDropItem?: (event: React.DragEvent<HTMLElement>) => void;
  className?: string;
}

/** 'Queue' with its count and length, party mode, shuffle, the Clear menu and the list. */
export const QueuePanel = memo(function QueuePanel({
  tracks,
  count,
  durationMs,
  moreToLoad,
  partyMode,
  loadingMore = false,
  onLoadMore,
  onCommand,
  onPlayNext,
  onRemove,
  onOpen,
  onReorder,
  onDragStart,
  onDragEnd,
  onDropItem,
  className,
}: QueuePanelProps) {
  return (
    // Dropping a search result is a pointer shortcut; the keyboard has each result's Queue button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="queue-panel"
      aria-labelledby="queue-title"
      className={cn('flex min-w-0 flex-col gap-3', className)}
      onDragOver={onDropItem ? (event) => event.preventDefault() : undefined}
      onDrop={onDropItem}
    >
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
          >
            <PartyPopper className="size-4" aria-hidden />
            {partyMode ? 'Party mode on' : 'Party mode off'}
          </Button>
          <Button variant="outline" size="sm" onClick={() => onCommand('shuffle')}>
            <Shuffle className="size-4" aria-hidden />
            Shuffle
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="outline" size="sm">
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
      {tracks.length === 0 ? (
        <EmptyState title={EMPTY_MESSAGES.queue} />
      ) : (
        <VirtualQueueList
          tracks={tracks}
          setSize={Math.max(count, tracks.length)}
          onPlayNext={onPlayNext}
          onRemove={onRemove}
          onOpen={onOpen}
          onReorder={onReorder}
          onDragStart={onDragStart}
          onDragEnd={onDragEnd}
        />
      )}
      {moreToLoad > 0 && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          loading={loadingMore}
          className="self-center"
        >
          {loadMoreTracks(moreToLoad)}
        </Button>
      )}
    </section>
  );
});
