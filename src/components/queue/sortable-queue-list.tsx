import { memo, useCallback, useEffect, useRef } from 'react';
import Sortable from 'sortablejs';
import type { PlayerTrack } from '@/components/player/track-types';
import { QueueRow } from './queue-row';

interface SortableQueueListProps {
  /** The queued tracks, without the playing one. */
  tracks: readonly PlayerTrack[];
  onPlayNext: (id: string) => void;
  onRemove: (id: string) => void;
  onOpen: (uri: string) => void;
  /** A row was dropped at a new index. */
  onReorder: (from: number, to: number) => void;
  onDragStart?: () => void;
  onDragEnd?: () => void;
  disabled?: boolean;
}

/**
 * The draggable queue (sortablejs, by the grip handle). Sortable moves the DOM node itself; the
 * move is put back before React hears of it, so React stays the only owner of the list.
 */
export const SortableQueueList = memo(function SortableQueueList({
  tracks,
  onPlayNext,
  onRemove,
  onOpen,
  onReorder,
  onDragStart,
  onDragEnd,
  disabled = false,
}: SortableQueueListProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const handlers = useRef({ onReorder, onDragStart, onDragEnd, tracks });
  useEffect(() => {
    handlers.current = { onReorder, onDragStart, onDragEnd, tracks };
  });

  // Stable, so a keyboard move does not re-render every memoised row.
  const onMoveBy = useCallback((id: string, delta: -1 | 1) => {
    const from = handlers.current.tracks.findIndex((track) => track.id === id);
    const to = from + delta;
    if (from < 0 || to < 0 || to >= handlers.current.tracks.length) return;
    handlers.current.onReorder(from, to);
    // React may re-insert the moved row, which drops focus: put it back on the same handle,
    // unless the user has moved focus somewhere else in the meantime.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active !== null && active !== document.body) return;
      const row = listRef.current?.querySelector(`[data-id="${CSS.escape(id)}"]`);
      row?.querySelector<HTMLElement>('.queue-drag-handle')?.focus();
    });
  }, []);

  useEffect(() => {
    const list = listRef.current;
    if (list === null || disabled) return;
    const sortable = Sortable.create(list, {
      handle: '.queue-drag-handle',
      animation: 150,
      // Touch: a finger holds the handle for 150 ms before the row lifts, so a swipe scrolls.
      delay: 150,
      delayOnTouchOnly: true,
      touchStartThreshold: 4,
      ghostClass: 'opacity-40',
      onStart: () => handlers.current.onDragStart?.(),
      onEnd: (event) => {
        const { oldIndex, newIndex, item, from } = event;
        if (oldIndex !== undefined && newIndex !== undefined && oldIndex !== newIndex) {
          // Undo Sortable's DOM move; React re-renders the new order.
          from.removeChild(item);
          from.insertBefore(item, from.children[oldIndex] ?? null);
          handlers.current.onReorder(oldIndex, newIndex);
        }
        handlers.current.onDragEnd?.();
      },
    });
    return () => sortable.destroy();
  }, [disabled]);

  return (
    <ol
      ref={listRef}
      data-slot="queue-list"
      aria-label="Queued tracks"
      className="grid grid-cols-1 gap-0.5"
    >
      {tracks.map((track, index) => (
        <QueueRow
          key={track.id}
          track={track}
          position={index + 1}
          onPlayNext={onPlayNext}
          onRemove={onRemove}
          onOpen={onOpen}
          draggable={!disabled}
          onMoveBy={onMoveBy}
        />
      ))}
    </ol>
  );
});
