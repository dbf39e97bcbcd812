import { memo, useCallback, useEffect, useId, useMemo, useRef } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { PlayerTrack } from '@/components/player/track-types';
import { heldSourceIndex } from '@/lib/queue/order';
import type { SelectionStore } from '@/lib/queue/selection-store';
import type { RowSelection } from './row-selection';
import { QUEUE_ROW_HEIGHT, QueueRow } from './queue-row';
import { useRowPitch } from './use-row-pitch';
import { useRowActionFocus } from './use-row-action-focus';
import { PHONE_WIDTH_QUERY, useMediaQuery } from '@/components/ui/use-media-query';
import { useDocumentTop } from './use-document-top';
import { usePointerReorder } from './use-pointer-reorder';
import { t } from '@/lib/i18n';
import { cn } from '@/lib/ui/cn';

/** Rows rendered beyond each edge of the window: a fast flick shows rows, not blank space. */
const OVERSCAN_ROWS = 8;

/** What the rows ask for: one object for the whole list (keep it stable: the list is memoised). */
export interface QueueRowActions {
  onPlayNext: (id: string) => void;
  onRemove: (id: string) => void;
  onOpen: (uri: string) => void;
  /** A row was dropped at a new index. */
  onReorder: (from: number, to: number) => void;
  onDragStart?: () => void;
  onDragEnd?: () => void;
  /**
   * Says a sentence through the page's live region: where a moved track landed ("Moved … to
   * position 4 of 12", by keys or pointer), "Move cancelled" on Escape.
   */
  onAnnounce?: (message: string) => void;
}

/** The queue's selection as the list offers it; keep it stable. */
export interface ListSelection {
  store: SelectionStore;
  /** Touch "Select" mode (the header's Select, or a long press). */
  mode: boolean;
  onLongPress(id: string): void;
}

interface VirtualQueueListProps {
  /** The queued tracks, without the playing one. */
  tracks: readonly PlayerTrack[];
  /** The queue's length on the server (aria-setsize): more may be queued than loaded. */
  setSize: number;
  rowActions: QueueRowActions;
  disabled?: boolean;
  /** Selecting many; undefined when this user may act on no selection. */
  selection?: ListSelection;
}

/**
 * The queue, windowed (@tanstack/react-virtual over the page's own scroll): only the rows in view
 * and a few beyond are in the DOM, so 10,000 queued tracks cost what 20 do. The rows keep their
 * place in the page's flow (padding stands in for the rows above and below), so the page scrolls
 * as before. Rows are reordered by dragging the handle (usePointerReorder) or by the arrow keys
 * on it; each row tells a screen reader its position and the queue's length.
 */
export const VirtualQueueList = memo(function VirtualQueueList({
  tracks,
  setSize,
  rowActions,
  disabled = false,
  selection,
}: VirtualQueueListProps) {
  const { onPlayNext, onRemove, onOpen, onReorder, onDragStart, onDragEnd, onAnnounce } =
    rowActions;
  // One description for every handle: how to move a track with the keyboard.
  const instructionsId = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const scrollMargin = useDocumentTop(listRef);
  const gaugeRef = useRef<HTMLDivElement>(null);
  // Every row is as tall as the gauge (QUEUE_ROW_HEIGHT), so the virtualizer lays them out by
  // that pitch and measures none.
  const rowPitch = useRowPitch(gaugeRef, () => virtualizer.measure());
  const actionsInMenu = useMediaQuery(PHONE_WIDTH_QUERY);
  // A row's action keeps the focus when crossing sm swaps the row's menu for its buttons.
  useRowActionFocus(listRef, actionsInMenu);
  const virtualizer = useWindowVirtualizer({
    count: tracks.length,
    // The pitch holds the gap (the gauge's pb-0.5 is the list's gap-0.5).
    estimateSize: rowPitch,
    overscan: OVERSCAN_ROWS,
    scrollMargin,
    // React batches the scroll updates itself; flushSync inside a commit only warns.
    useFlushSync: false,
  });
  const latest = useRef({ tracks, setSize, onReorder, onAnnounce });
  useEffect(() => {
    latest.current = { tracks, setSize, onReorder, onAnnounce };
  });
  /** The sentence of a move, said once the track is in its new place. */
  const announceMove = useCallback((from: number, to: number) => {
    const { tracks: list, setSize: total, onAnnounce: say } = latest.current;
    const track = list[from];
    if (track && say) say(t('a11y.movedTo', { title: track.name, position: to + 1, total }));
  }, []);

  const indexAt = useCallback(
    (clientY: number) => {
      const count = latest.current.tracks.length;
      const item = virtualizer.getVirtualItemForOffset(clientY + window.scrollY);
      if (item === undefined) return 0;
      return Math.min(Math.max(item.index, 0), count - 1);
    },
    [virtualizer],
  );
  const indexOf = useCallback(
    (id: string) => latest.current.tracks.findIndex((track) => track.id === id),
    [],
  );
  const onDrop = useCallback(
    (from: number, to: number) => {
      announceMove(from, to);
      latest.current.onReorder(from, to);
    },
    [announceMove],
  );
  const onCancel = useCallback(() => latest.current.onAnnounce?.(t('a11y.moveCancelled')), []);
  const { held, onHandlePointerDown } = usePointerReorder({
    indexAt,
    indexOf,
    onDrop,
    onCancel,
    onDragStart,
    onDragEnd,
  });

  // Stable, so a keyboard move does not re-render every memoised row.
  const onMoveBy = useCallback(
    (id: string, delta: -1 | 1) => {
      const from = latest.current.tracks.findIndex((track) => track.id === id);
      const to = from + delta;
      if (from < 0 || to < 0 || to >= latest.current.tracks.length) return;
      announceMove(from, to);
      latest.current.onReorder(from, to);
      virtualizer.scrollToIndex(to, { align: 'auto' });
      // React may re-insert the moved row, which drops focus: put it back on the same handle,
      // unless the user has moved focus somewhere else in the meantime. The window's scroll
      // ignores the docked player bar: bring the handle clear of it (the page's scroll padding).
      requestAnimationFrame(() => {
        const active = document.activeElement;
        const row = listRef.current?.querySelector(`[data-id="${CSS.escape(id)}"]`);
        const handle = row?.querySelector<HTMLElement>('.queue-drag-handle');
        if (active === null || active === document.body) handle?.focus({ preventScroll: true });
        if (handle && document.activeElement === handle)
          handle.scrollIntoView({ block: 'nearest' });
      });
    },
    [virtualizer, announceMove],
  );

  /** Puts the focus on the checkbox of the row `id` once it is in the DOM. */
  const focusCheckbox = useCallback(
    (id: string, index: number) => {
      virtualizer.scrollToIndex(index, { align: 'auto' });
      requestAnimationFrame(() => {
        const row = listRef.current?.querySelector(`[data-id="${CSS.escape(id)}"]`);
        row?.querySelector<HTMLElement>('[data-slot="queue-row-check"]')?.focus();
      });
    },
    [virtualizer],
  );
  const store = selection?.store;
  const mode = selection?.mode ?? false;
  const onLongPress = selection?.onLongPress;
  const rowSelection = useMemo<RowSelection | undefined>(() => {
    if (store === undefined || onLongPress === undefined) return undefined;
    const order = () => latest.current.tracks.map((track) => track.id);
    return {
      store,
      mode,
      onLongPress,
      onPick(id, how) {
        if (how === 'toggle') store.toggle(id);
        else store.extendTo(order(), id);
      },
      onExtendBy(id, delta) {
        const ids = order();
        const at = ids.indexOf(id);
        const next = ids[at + delta];
        if (at < 0 || next === undefined) return;
        // From a row not selected yet, the range starts there.
        if (!store.has(id)) store.toggle(id);
        store.extendTo(ids, next);
        focusCheckbox(next, at + delta);
      },
    };
  }, [store, mode, onLongPress, focusCheckbox]);

  const items = virtualizer.getVirtualItems();
  const margin = virtualizer.options.scrollMargin;
  const first = items[0];
  const last = items[items.length - 1];
  const paddingTop = first ? first.start - margin : 0;
  const paddingBottom = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - margin)) : 0;
  const lifted = held ? tracks[held.from] : undefined;

  return (
    <>
      <p id={instructionsId} hidden>
        {t('a11y.moveInstructions')}
      </p>
      <div
        ref={gaugeRef}
        aria-hidden
        data-slot="queue-row-gauge"
        className={cn(
          'pointer-events-none invisible absolute box-content w-px pb-0.5',
          QUEUE_ROW_HEIGHT,
        )}
      />
      <ol
        ref={listRef}
        data-slot="queue-list"
        aria-label={t('queue.queuedTracks')}
        // gap-0.5: the gauge's pb-0.5, the part of the row pitch between two rows.
        className="grid grid-cols-1 gap-0.5"
        style={{ paddingTop, paddingBottom }}
      >
        {items.map((item) => {
          const source = held ? heldSourceIndex(item.index, held.from, held.over) : item.index;
          const track = tracks[source];
          if (track === undefined) return null;
          return (
            <QueueRow
              key={track.id}
              track={track}
              position={source + 1}
              setSize={setSize}
              held={held?.id === track.id}
              onPlayNext={onPlayNext}
              onRemove={onRemove}
              onOpen={onOpen}
              draggable={!disabled}
              handleDescriptionId={instructionsId}
              onMoveBy={onMoveBy}
              onHandlePointerDown={onHandlePointerDown}
              selection={rowSelection}
              actionsInMenu={actionsInMenu}
            />
          );
        })}
      </ol>
      {held && lifted && (
        // The lifted copy under the pointer: seen, not used (inert: no focus, not read out).
        <ol
          inert
          data-slot="queue-drag-overlay"
          className="pointer-events-none fixed z-50 rounded-md bg-card shadow-lg ring-1 ring-border"
          style={{ top: held.pointerY - held.grabOffset, left: held.left, width: held.width }}
        >
          <QueueRow
            track={lifted}
            position={held.from + 1}
            setSize={setSize}
            onPlayNext={onPlayNext}
            onRemove={onRemove}
            onOpen={onOpen}
            draggable
            actionsInMenu={actionsInMenu}
          />
        </ol>
      )}
    </>
  );
});
