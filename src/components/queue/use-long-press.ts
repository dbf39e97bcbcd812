import { useCallback, useEffect, useRef } from 'react';

/** How long a finger rests on a row before it selects (the platforms' own long press). */
const LONG_PRESS_MS = 500;
/** A finger that moves this far is scrolling, not pressing: it never selects. */
const SLOP_PX = 10;

/**
 * A long press by a finger or a pen (never a mouse): `onLongPress` once the finger rested
 * LONG_PRESS_MS without moving. Scrolling cancels it (a move past the slop, or the browser
 * taking the gesture: pointercancel). The click that ends a long press is swallowed, so the
 * row is not toggled back at once.
 */
export function useLongPress(onLongPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  const stop = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  }, []);
  useEffect(() => stop, [stop]);
  return {
    onPointerDown(event: React.PointerEvent) {
      fired.current = false;
      if (event.pointerType === 'mouse' || !event.isPrimary) return;
      stop();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        fired.current = true;
        onLongPress();
      }, LONG_PRESS_MS);
    },
    onPointerMove(event: React.PointerEvent) {
      const from = start.current;
      if (from === null) return;
      if (Math.hypot(event.clientX - from.x, event.clientY - from.y) > SLOP_PX) stop();
    },
    onPointerUp: stop,
    onPointerCancel: stop,
    /** True once for the click that ends a long press (the caller ignores that click). */
    swallowClick(): boolean {
      const was = fired.current;
      fired.current = false;
      return was;
    },
    onContextMenu(event: React.MouseEvent) {
      // The phone's own long-press menu (copy image…) would cover the row just selected.
      if (fired.current || timer.current !== null) event.preventDefault();
    },
  };
}
