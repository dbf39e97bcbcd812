/** Where the app is: the parts of the address the router reads. */
export type Location = { pathname: string; search: string; hash: string };

/** A change of entry: `delta` is how far back (< 0) or forward a back/forward button moved. */
export type HistoryListener = (location: Location, delta: number | null) => void;

/** The session history the router drives: the browser's, or one in memory for stories and tests. */
export interface RouterHistory {
  readonly location: Location;
  push(to: string): void;
  replace(to: string): void;
  go(delta: number): void;
  /** Called for back/forward moves only (push and replace are the router's own). */
  listen(listener: HistoryListener): () => void;
}

/** The parts of an app address (`/x?y#z`) the router reads. */
export function locationOf(to: string): Location {
  const url = new URL(to, 'http://app.invalid');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/**
 * The browser's history. Each entry the router makes carries its index in `history.state`, so a
 * back/forward move knows how far it went and a blocked one can be undone.
 */
export function createBrowserHistory(): RouterHistory {
  const current = () => {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash };
  };
  const indexOf = (state: unknown): number =>
    typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number'
      ? state.idx
      : 0;
  let index = indexOf(window.history.state);
  if (window.history.state === null) window.history.replaceState({ idx: index }, '');
  return {
    get location() {
      return current();
    },
    push(to) {
      index += 1;
      window.history.pushState({ idx: index }, '', to);
    },
    replace(to) {
      window.history.replaceState({ idx: index }, '', to);
    },
    go(delta) {
      window.history.go(delta);
    },
    listen(listener) {
      const onPop = (event: PopStateEvent) => {
        const next = indexOf(event.state);
        const delta = event.state === null ? null : next - index;
        index = next;
        listener(current(), delta);
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}

/** A history in memory (stories, tests): starts at the last of `initialEntries`. */
export function createMemoryHistory(initialEntries: string[] = ['/']): RouterHistory {
  const entries = initialEntries.map(locationOf);
  let index = entries.length - 1;
  const listeners = new Set<HistoryListener>();
  return {
    get location() {
      return entries[index]!;
    },
    push(to) {
      entries.splice(index + 1, entries.length, locationOf(to));
      index += 1;
    },
    replace(to) {
      entries[index] = locationOf(to);
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      const moved = next - index;
      index = next;
      for (const listener of listeners) listener(entries[index]!, moved);
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
