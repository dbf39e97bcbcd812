import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual';
import Sortable from 'sortablejs';
import { TOUCH_HOLD_MS } from './use-pointer-reorder';

/** The row sortablejs holds: its track and where it came from. */
export interface SortableHeldRow {
  id: string;
  from: number;
}

interface SortableReorderOptions {
  /** The list element whose rows (li[data-slot="queue-row"][data-index]) sortablejs moves. */
  listRef: RefObject<HTMLElement | null>;
  enabled: boolean;
  /** The index of a row by id at the moment it is grabbed. */
  indexOf: (id: string) => number;
  onDrop: (from: number, to: number) => void;
  onDragStart?: () => void;
  onDragEnd?: () => void;
}

/** Within this distance of the window's top or bottom edge, a held row scrolls the page. */
const EDGE_PX = 48;
/** sortablejs scrolls this many px every 24 ms while the pointer is in the edge zone. */
const SCROLL_STEP_PX = 28;
/** A mouse lifts the row once it moved this far (sortablejs: max(|dx|, |dy|) ≥ tolerance). */
const START_DISTANCE_PX = 5;
/** A finger may wobble this much during the hold. */
const TOUCH_WOBBLE_PX = 4;

/**
 * PROTOTYPE (issue #22 item 9): sortablejs driving the windowed queue, to measure it against
 * usePointerReorder on the same journeys and benches. sortablejs moves the held row's DOM node
 * itself, so while a row is held the window is pinned (rows are only ever added at its edges,
 * never removed: see pinnedRangeExtractor), and on the drop the node is put back where React
 * left it and the order is applied through React (onDrop), as the pointer layer does.
 * Escape: sortablejs has no cancel, so the drag is ended as a release would end it, and nothing
 * is applied.
 */
export function useSortableReorder(options: SortableReorderOptions) {
  const [held, setHeld] = useState<SortableHeldRow | null>(null);
  const [pinned, setPinned] = useState(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const { listRef, enabled } = options;

  useEffect(() => {
    const list = listRef.current;
    if (!enabled || list === null) return;
    let grabbed: { id: string; from: number; row: HTMLElement } | null = null;
    let dragging = false;
    let cancelled = false;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dragging) return;
      event.preventDefault();
      event.stopPropagation();
      cancelled = true;
      document.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, cancelable: true }));
    };
    const sortable = new Sortable(list, {
      handle: '.queue-drag-handle',
      draggable: '[data-slot="queue-row"]',
      // Its own pointer-driven drag (not the browser's HTML drag and drop, which the queue
      // panel keeps for search results dropped on it), with the copy on <body>.
      forceFallback: true,
      fallbackOnBody: true,
      fallbackTolerance: START_DISTANCE_PX,
      delay: TOUCH_HOLD_MS,
      delayOnTouchOnly: true,
      touchStartThreshold: TOUCH_WOBBLE_PX,
      scrollSensitivity: EDGE_PX,
      scrollSpeed: SCROLL_STEP_PX,
      animation: 0,
      // Leave the rows' images alone (React owns them).
      ignore: '',
      onChoose: (event) => {
        const row = event.item;
        const id = row.dataset.id ?? '';
        grabbed = { id, from: latest.current.indexOf(id), row };
        cancelled = false;
        setPinned(true);
      },
      onStart: () => {
        if (grabbed === null) return;
        dragging = true;
        dressCopy(Sortable.ghost);
        window.addEventListener('keydown', onKey, true);
        setHeld({ id: grabbed.id, from: grabbed.from });
        latest.current.onDragStart?.();
      },
      onUnchoose: (event) => {
        const was = grabbed;
        grabbed = null;
        window.removeEventListener('keydown', onKey, true);
        if (was !== null && dragging) {
          const release = (event as Sortable.SortableEvent & { originalEvent?: PointerEvent })
            .originalEvent;
          const to = release
            ? landingIndex(was.row, was.from, release.clientX, release.clientY)
            : droppedIndex(was.row, was.from);
          putBack(list, was.row);
          if (!cancelled && to !== was.from) latest.current.onDrop(was.from, to);
          latest.current.onDragEnd?.();
        }
        dragging = false;
        setHeld(null);
        setPinned(false);
      },
    });
    return () => {
      window.removeEventListener('keydown', onKey, true);
      sortable.destroy();
    };
  }, [listRef, enabled]);

  const rangeExtractor = useMemo(
    () => (pinned ? pinnedRangeExtractor() : defaultRangeExtractor),
    [pinned],
  );
  return { held, rangeExtractor };
}

/**
 * The window while a row is held: what the virtualizer would show, joined with everything shown
 * since the row was grabbed. Rows are only added at the window's edges (React appends after the
 * last row or inserts before the first), never removed, so React never uses the node sortablejs
 * moved as an anchor and never removes it under the pointer.
 */
function pinnedRangeExtractor() {
  let start = Infinity;
  let end = -Infinity;
  return (range: Range) => {
    const shown = defaultRangeExtractor(range);
    start = Math.min(start, shown[0] ?? start);
    end = Math.min(Math.max(end, shown[shown.length - 1] ?? end), range.count - 1);
    if (end < start) return shown;
    return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  };
}

function rowIndex(row: Element | null): number | undefined {
  const index = row instanceof HTMLElement ? row.dataset.index : undefined;
  return index === undefined ? undefined : Number(index);
}

/** Where sortablejs left the row, as an index of the list: by its neighbours' indexes. */
function droppedIndex(row: HTMLElement, from: number): number {
  const above = rowIndex(row.previousElementSibling);
  if (above !== undefined && above > from) return above;
  const below = rowIndex(row.nextElementSibling);
  if (below !== undefined && below < from) return below;
  return from;
}

/**
 * Where the row lands when let go at (x, y): sortablejs moves the row only every 50 ms (its
 * fallback drag emulates drag-over on an interval), so a quick hand lets go before it caught up.
 * Its own next step is taken here: over another row, the held row goes just past it, on the
 * side it came from; over its own gap, it stays where sortablejs put it.
 */
function landingIndex(row: HTMLElement, from: number, x: number, y: number): number {
  const under = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-slot="queue-row"]');
  const target = under && under !== row && under.parentElement === row.parentElement ? under : null;
  const index = rowIndex(target);
  if (target === null || index === undefined) return droppedIndex(row, from);
  const below = Boolean(row.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (below) return index > from ? index : index + 1;
  return index < from ? index : index - 1;
}

/** Undo sortablejs's move: the row goes back before the row React put after it. */
function putBack(list: HTMLElement, row: HTMLElement) {
  const index = rowIndex(row);
  if (index === undefined) return;
  list.insertBefore(row, list.querySelector(`:scope > [data-index="${index + 1}"]`));
}

/** sortablejs's copy under the pointer looks like the pointer layer's: seen, not used. */
function dressCopy(copy: HTMLElement | null) {
  if (copy === null) return;
  copy.dataset.slot = 'queue-drag-overlay';
  for (const name of ['data-id', 'data-index', 'data-held', 'aria-posinset', 'aria-setsize']) {
    copy.removeAttribute(name);
  }
  copy.setAttribute('aria-hidden', 'true');
  copy.inert = true;
  copy.classList.add('bg-card', 'shadow-lg', 'ring-1', 'ring-border');
  copy.style.opacity = '1';
}
