import { useRef } from 'react';

/**
 * Structural sharing for the 1 s poll: a track whose fields did not change keeps its previous
 * object, and an unchanged list keeps its previous array, so memoised rows (and effects keyed on
 * the list) see nothing new. Shallow field comparison is enough: artists is compared by content.
 */
export function shareTracks<T extends { id: string }>(
  previous: readonly T[] | undefined,
  next: readonly T[],
): readonly T[] {
  const byId = new Map((previous ?? []).map((track) => [track.id, track]));
  let changed = previous === undefined || previous.length !== next.length;
  const shared = next.map((track, index) => {
    const old = byId.get(track.id);
    const keep = old !== undefined && sameFields(old, track) ? old : track;
    if (keep !== previous?.[index]) changed = true;
    return keep;
  });
  return changed ? shared : (previous as readonly T[]);
}

function sameFields(a: object, b: object): boolean {
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every((key) => {
    const x = (a as Record<string, unknown>)[key];
    const y = (b as Record<string, unknown>)[key];
    if (Array.isArray(x) && Array.isArray(y)) {
      return x.length === y.length && x.every((item, i) => Object.is(item, y[i]));
    }
    return Object.is(x, y);
  });
}

/**
 * `shareTracks` across renders of one component. The same list as last time costs nothing: after
 * "Load N more tracks" each second's poll joins an unchanged first page with the held rest and
 * hands back the very same 10,000-track array while the player's position moves (issue #32: 50-70
 * ms of every second at 4 × slowdown went to comparing it with itself).
 */
export function useStableTracks<T extends { id: string }>(next: readonly T[] | undefined) {
  const last = useRef<{ next: readonly T[]; shared: readonly T[] } | undefined>(undefined);
  if (next === undefined) return undefined;
  // Reading and writing the ref during render is safe here: the result depends only on `next`
  // and the last result, so a discarded render computes the same thing again.
  // eslint-disable-next-line react-hooks/refs
  if (last.current?.next === next) return last.current.shared;
  // eslint-disable-next-line react-hooks/refs
  const shared = shareTracks(last.current?.shared, next);
  // eslint-disable-next-line react-hooks/refs
  last.current = { next, shared };
  return shared;
}
