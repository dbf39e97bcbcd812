import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept up to date as the window resizes. Layout decisions
 * that change which container a component sits in (an aside vs. a sheet) need JS; everything
 * else stays in Tailwind's responsive classes.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `xl` (80rem): the search and lists aside fits beside the page from here up. */
export const ASIDE_FITS_QUERY = '(min-width: 80rem)';
/** Below Tailwind's `lg` (64rem) the queue is a tab beside lyrics instead of a panel below. */
export const COMPACT_PLAYER_QUERY = '(max-width: 63.99rem)';
