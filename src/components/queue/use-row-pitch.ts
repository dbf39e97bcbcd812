import { useCallback, useEffectEvent, useLayoutEffect, useRef, type RefObject } from 'react';

/** The pitch at 16 px to the rem, before the gauge is laid out: a row and the list's gap. */
const GUESS_PX = { narrow: 64 + 2, wide: 52 + 2 } as const;
/** Tailwind's `lg`, where a row goes from three lines of text to two (QUEUE_ROW_HEIGHT). */
const WIDE_ROWS_QUERY = '(min-width: 64rem)';

function guess(): number {
  const wide = typeof window !== 'undefined' && window.matchMedia?.(WIDE_ROWS_QUERY).matches;
  return wide ? GUESS_PX.wide : GUESS_PX.narrow;
}

/**
 * The windowed queue's row pitch in px (a row's fixed height and the gap to the next), read from
 * a gauge element of that height, and kept current by one ResizeObserver: crossing `lg`, the root
 * font size and text zoom all change it, and `onChange` then re-lays the list out. One gauge for
 * the list instead of measuring every row as it mounts: that measure forced a layout inside each
 * commit, 40 % of the commit that mounts a window's rows (docs/decisions/queue-row-pitch.md).
 */
export function useRowPitch(
  gauge: RefObject<HTMLElement | null>,
  onChange: () => void,
): () => number {
  const pitch = useRef<number | undefined>(undefined);
  // Read once per change, not per row: the virtualizer estimates every row whenever the list
  // changes, and a matchMedia per row cost 63 ms of a 200-track remove on 10,000.
  const read = useCallback(() => (pitch.current ??= guess()), []);
  const changed = useEffectEvent(onChange);
  useLayoutEffect(() => {
    const element = gauge.current;
    if (element === null) return;
    const measure = () => {
      const next = element.getBoundingClientRect().height;
      if (next <= 0 || next === pitch.current) return;
      pitch.current = next;
      changed();
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [gauge]);
  return read;
}
