/**
 * The queue's drag layer, ours rather than sortablejs (the design card's choice): the
 * measurements, and what would change it, are in docs/decisions/drag-layer.md.
 *
 * sortablejs moves the held row's DOM node itself, while in the windowed queue React inserts and
 * removes rows around that node as the page scrolls; it can drive the list only with the window
 * pinned while a row is held (every row passed stays in the page) and its move undone on the
 * drop. Its fallback drag moves the row on a timer, so a quick drag misses its place; its
 * autoscroll reads the pointer on a timer too, so a row brought to the edge in one motion does
 * not scroll and one taken back keeps the page scrolling. It has no cancel for Escape, and weighs
 * far more than this file on the instance page.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** A row being dragged: where it came from, where it would land, and where the pointer is. */
export interface HeldRow {
  id: string;
  from: number;
  over: number;
  /** The pointer's clientY and where on the row it grabbed, for the lifted copy. */
  pointerY: number;
  grabOffset: number;
  left: number;
  width: number;
}

interface PointerReorderOptions {
  /** The row index under a window y (clientY): the list clamps it to its own rows. */
  indexAt: (clientY: number) => number;
  /** The index of a row by id at the moment it is grabbed. */
  indexOf: (id: string) => number;
  onDrop: (from: number, to: number) => void;
  /** Escape put the lifted row back. */
  onCancel?: () => void;
  onDragStart?: () => void;
  onDragEnd?: () => void;
}

/** A finger holds the handle this long before the row lifts (a swipe elsewhere scrolls). */
export const TOUCH_HOLD_MS = 150;
/** A mouse lifts the row once it moved this far with the button down; a finger may wobble this much. */
const START_DISTANCE_PX = 4;
/** Within this distance of the window's top or bottom edge, a held row scrolls the page. */
const EDGE_PX = 48;
/** The fastest scroll, in px per frame, with the pointer at the very edge. */
const MAX_SCROLL_STEP_PX = 28;

/**
 * Where the page's visible part ends: the window's foot, or the top of a bar docked over it
 * (`data-docked-bottom`, the instance page's player bar), so the scrolling zone sits above the
 * bar, where a hand carrying a row down meets it.
 */
function visibleBottom(): number {
  let bottom = window.innerHeight;
  for (const bar of document.querySelectorAll('[data-docked-bottom]')) {
    const rect = bar.getBoundingClientRect();
    if (rect.height > 0 && rect.top > 0) bottom = Math.min(bottom, rect.top);
  }
  return bottom;
}

/**
 * Drag to reorder by a row's handle, for a windowed list: React keeps rendering every row (the
 * held one shows as a faded gap where it would land, a copy follows the pointer), so rows can
 * come and go while the page scrolls under a held row. The feel is sortablejs's: a mouse lifts
 * the row after 4 px; a finger after a 150 ms hold on the handle, timed by the events' own time
 * stamps (a busy phone that handles the first move before the hold's timer still drags; a move
 * within the hold is a swipe); near the window's top or bottom edge the page scrolls the way the
 * pointer went, faster nearer the edge, and stops when the pointer leaves it; Escape puts the row
 * back; the rows keep their numbers until the drop.
 */
export function usePointerReorder(options: PointerReorderOptions) {
  const [held, setHeld] = useState<HeldRow | null>(null);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const onHandlePointerDown = useCallback((event: React.PointerEvent<HTMLElement>, id: string) => {
    if (event.button !== 0 || !event.isPrimary) return;
    stop.current?.();
    const row = event.currentTarget.closest('li');
    const from = latest.current.indexOf(id);
    if (row === null || from < 0) return;
    const rect = row.getBoundingClientRect();
    const pointerId = event.pointerId;
    const startX = event.clientX;
    const startY = event.clientY;
    const touch = event.pointerType === 'touch';
    // The hold is measured between the events' own times, not by when the timer runs: on a busy
    // phone the first move can be handled before a timer that is already due (input goes first).
    // The native stamp: the window's move events carry the same clock.
    const downAt = event.nativeEvent.timeStamp;
    let pointerY = startY;
    let over = from;
    let lifted = false;
    let frame = 0;

    const follow = () => {
      over = latest.current.indexAt(pointerY);
      setHeld((current) =>
        current && (current.over !== over || current.pointerY !== pointerY)
          ? { ...current, pointerY, over }
          : current,
      );
    };
    const scrollNearEdges = () => {
      // Only towards where the pointer went: a row lifted inside an edge zone stays put until
      // the pointer moves further that way.
      const bottom = visibleBottom() - EDGE_PX;
      const up = pointerY < EDGE_PX && pointerY < startY - START_DISTANCE_PX;
      const down = pointerY > bottom && pointerY > startY + START_DISTANCE_PX;
      // Over a docked bar the pointer is past the zone's end: as fast as at the very edge.
      const depth = up ? pointerY - EDGE_PX : down ? Math.min(pointerY - bottom, EDGE_PX) : 0;
      if (depth !== 0) {
        const step = Math.sign(depth) * Math.ceil((Math.abs(depth) / EDGE_PX) * MAX_SCROLL_STEP_PX);
        window.scrollBy(0, step);
      }
      // Every frame, not only after a scroll step: rows the window mounted during a long scroll
      // are measured a frame or more later (later still on a busy machine), and their true
      // heights move the row under a pointer that stands still. The state changes only when the
      // row under the pointer does.
      follow();
      frame = requestAnimationFrame(scrollNearEdges);
    };
    const lift = () => {
      lifted = true;
      document.documentElement.style.userSelect = 'none';
      latest.current.onDragStart?.();
      setHeld({
        id,
        from,
        over,
        pointerY,
        grabOffset: startY - rect.top,
        left: rect.left,
        width: rect.width,
      });
      frame = requestAnimationFrame(scrollNearEdges);
    };
    const holdTimer = touch ? window.setTimeout(lift, TOUCH_HOLD_MS) : 0;

    const finish = (drop: boolean, cancelled = false) => {
      stop.current = null;
      window.clearTimeout(holdTimer);
      cancelAnimationFrame(frame);
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
      window.removeEventListener('keydown', onKey, true);
      if (!lifted) return;
      document.documentElement.style.userSelect = '';
      setHeld(null);
      if (drop && over !== from) latest.current.onDrop(from, over);
      if (cancelled) latest.current.onCancel?.();
      latest.current.onDragEnd?.();
    };
    const onMove = (moveEvent: PointerEvent) => {
      if (moveEvent.pointerId !== pointerId) return;
      pointerY = moveEvent.clientY;
      if (lifted) {
        moveEvent.preventDefault();
        follow();
        return;
      }
      const distance = Math.hypot(moveEvent.clientX - startX, moveEvent.clientY - startY);
      if (distance <= START_DISTANCE_PX) return;
      // A finger that moves before the hold ends is not dragging; a mouse that moves is.
      if (touch && moveEvent.timeStamp - downAt < TOUCH_HOLD_MS) {
        finish(false);
        return;
      }
      window.clearTimeout(holdTimer);
      lift();
      follow();
    };
    const onUp = (upEvent: PointerEvent) => {
      if (upEvent.pointerId === pointerId) finish(true);
    };
    const onCancel = (cancelEvent: PointerEvent) => {
      if (cancelEvent.pointerId === pointerId) finish(false);
    };
    const onKey = (keyEvent: KeyboardEvent) => {
      if (keyEvent.key !== 'Escape' || !lifted) return;
      keyEvent.preventDefault();
      keyEvent.stopPropagation();
      finish(false, true);
    };
    window.addEventListener('pointermove', onMove, { passive: false });
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    window.addEventListener('keydown', onKey, true);
    stop.current = () => finish(false);
  }, []);

  return { held, onHandlePointerDown };
}
