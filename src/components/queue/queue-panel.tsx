import { memo } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { PlayerTrack } from '@/components/player/track-types';
import { EMPTY_MESSAGES, loadMoreTracks } from '@/lib/messages';
import { cn } from '@/lib/cn';
import { QueueHeader, type QueueCommand } from './queue-header';
import { VirtualQueueList } from './virtual-queue-list';

export type { QueueCommand } from './queue-header';

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

/** The queue: its header (QueueHeader), the windowed list and 'Load N more tracks'. */
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
      <QueueHeader
        count={count}
        durationMs={durationMs}
        partyMode={partyMode}
        onCommand={onCommand}
      />
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
