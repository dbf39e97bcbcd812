/**
 * The one shape of state kept outside React: a value, the listeners told when it changes, and
 * nothing else. `subscribe` and `get` are stable functions, so a component reads a store with
 * `useSyncExternalStore(store.subscribe, store.get)`. A `set` that `equal` finds the same as the
 * value held keeps the value held and tells no one: a snapshot keeps its identity until
 * something in it changed, so React renders nothing for it.
 */
export interface Store<T> {
  get(): T;
  set(next: T): void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export function createStore<T>(
  initial: T,
  equal: (held: T, next: T) => boolean = Object.is,
): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (equal(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
