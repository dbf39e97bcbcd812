import { useCallback, useEffect, useRef, useState } from 'react';

/** Slider changes are sent 250 ms after the last move (1-core §4, §9). */
export const SLIDER_DEBOUNCE_MS = 250;
/** After that, the server's value wins again about 1 s later (its poll has caught up). */
const SERVER_OVERRIDE_MS = 1000;

/**
 * A local value that follows the user's hand, is sent debounced, and gives way to the server's
 * value again ~1 s after the send. Returns [shown value, change handler].
 */
export function useDebouncedValue<T>(
  serverValue: T,
  send: (value: T) => void,
): [T, (value: T) => void] {
  const [local, setLocal] = useState<{ value: T } | null>(null);
  const timers = useRef<{ send?: number; release?: number }>({});
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(
    () => () => {
      window.clearTimeout(timers.current.send);
      window.clearTimeout(timers.current.release);
    },
    [],
  );
  const change = useCallback((value: T) => {
    setLocal({ value });
    window.clearTimeout(timers.current.send);
    window.clearTimeout(timers.current.release);
    timers.current.send = window.setTimeout(() => {
      sendRef.current(value);
      timers.current.release = window.setTimeout(() => setLocal(null), SERVER_OVERRIDE_MS);
    }, SLIDER_DEBOUNCE_MS);
  }, []);
  return [local === null ? serverValue : local.value, change];
}
