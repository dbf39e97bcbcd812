import { useSyncExternalStore } from 'react';

/** A phone (below Tailwind's `sm`, 40rem) or any touch screen: no drag and drop there. */
const PASTE_FIRST_QUERY = '(max-width: 39.99rem), (pointer: coarse)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(PASTE_FIRST_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * Whether the downloader leads with its link field: a phone cannot drag a link
 * from Spotify, so there the field, with a Paste button, comes first and the drop words second.
 */
export function usePasteFirst(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PASTE_FIRST_QUERY).matches,
    () => false,
  );
}
