import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as the window resizes. Layout decisions
 * that change which container a component sits in (an aside vs. a sheet), or which controls are
 * mounted at all (a queue row's menu vs. its buttons), need JS; everything else stays in
 * Tailwind's responsive classes.
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query: a list that renders on every scroll reads it each time.
  const list = useMemo(() => window.matchMedia(query), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(
    subscribe,
    () => list.matches,
    () => false,
  );
}

/** Tailwind's `xl` (80rem): the search and lists aside fits beside the page from here up. */
export const ASIDE_FITS_QUERY = '(min-width: 80rem)';
/** Below Tailwind's `lg` (64rem) the queue is a tab beside lyrics instead of a panel below. */
export const COMPACT_PLAYER_QUERY = '(max-width: 63.99rem)';
/** Below Tailwind's `sm` (40rem), a phone's width: a queue row's actions sit in its menu. */
export const PHONE_WIDTH_QUERY = '(max-width: 39.99rem)';
