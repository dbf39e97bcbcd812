import { memo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import type { PlayerTrack } from '@/components/player/track-types';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';
import { readEnqueueDrop, type EnqueueItem } from '@/lib/queue/enqueue-drop';
import { QueueHeader, type QueueCommand } from './queue-header';
import { VirtualQueueList, type ListSelection, type QueueRowActions } from './virtual-queue-list';

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
  /** What the rows ask for, handed to the list as it is. */
  rowActions: QueueRowActions;
  /** A search result was dropped on the queue (links dropped anywhere are the page's). */
  onDropEnqueue?: (item: EnqueueItem) => void;
  /** Set (the instance is offline): the header's commands are disabled and say why. */
  disabledReason?: string;
  /** Rows cannot be moved (the queue shown is not the server's live one yet). */
  orderLocked?: boolean;
  /** More of the header, after its commands (the saved queues' tools and push card). */
  headerExtra?: ReactNode;
  /** Selecting many; undefined when this user may act on no selection. */
  selection?: ListSelection;
  /** The selection's bar (SelectionBar), shown above the list while tracks are selected. */
  selectionBar?: ReactNode;
  onSelectionMode?: () => void;
  /** Ctrl/⌘+A in the queue. */
  onSelectAll?: () => void;
  /** Escape in the queue: true when it cleared a selection (the key is then used up). */
  onClearSelection?: () => boolean;
  className?: string;
}

const isTextField = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

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
  rowActions,
  onDropEnqueue,
  disabledReason,
  orderLocked = false,
  headerExtra,
  selection,
  selectionBar,
  onSelectionMode,
  onSelectAll,
  onClearSelection,
  className,
}: QueuePanelProps) {
  return (
    // Dropping a search result is a pointer shortcut; the keyboard has each result's Queue button.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      data-slot="queue-panel"
      aria-labelledby="queue-title"
      // "Skip to queue" focuses the region itself, so the next Tab is the first row's checkbox
      // (its handle when this user may act on no selection).
      id="queue"
      data-skip-target="queue"
      tabIndex={-1}
      className={cn(
        'flex min-w-0 flex-col gap-3 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring',
        className,
      )}
      onDragOver={onDropEnqueue ? (event) => event.preventDefault() : undefined}
      onDrop={
        onDropEnqueue &&
        ((event) => {
          const item = readEnqueueDrop(event.dataTransfer);
          if (item === undefined) return;
          event.preventDefault();
          onDropEnqueue(item);
        })
      }
      onKeyDown={
        selection &&
        ((event) => {
          if (isTextField(event.target)) return;
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
            event.preventDefault();
            onSelectAll?.();
          } else if (event.key === 'Escape' && onClearSelection?.()) {
            event.preventDefault();
          }
        })
      }
    >
      <QueueHeader
        disabledReason={disabledReason}
        count={count}
        durationMs={durationMs}
        partyMode={partyMode}
        onCommand={onCommand}
        extra={headerExtra}
        selectMode={
          selection && onSelectionMode && { on: selection.mode, onToggle: onSelectionMode }
        }
      />
      {selectionBar}
      {tracks.length === 0 ? (
        <EmptyState title={t('general.emptyQueue')} />
      ) : (
        <VirtualQueueList
          tracks={tracks}
          setSize={Math.max(count, tracks.length)}
          rowActions={rowActions}
          selection={selection}
          disabled={orderLocked}
        />
      )}
      {moreToLoad > 0 && (
        <Button
          variant="secondary"
          onClick={onLoadMore}
          loading={loadingMore}
          className="self-center"
        >
          {t('general.loadMoreTracks', { count: moreToLoad })}
        </Button>
      )}
    </section>
  );
});
