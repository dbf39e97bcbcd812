/**
 * The queue's selection held outside React's props: each row subscribes and reads only whether
 * its own id is selected, so selecting all of 10,000 tracks re-renders the rows in the DOM (the
 * windowed list's few dozen), not a list of 10,000.
 */
import {
  clear,
  EMPTY_SELECTION,
  extendTo,
  keepQueued,
  selectAll,
  toggle,
  type QueueSelection,
} from './selection';
import type { TrackId } from './order';
import { createStore } from '../state/store';

export interface SelectionStore {
  subscribe(listener: () => void): () => void;
  get(): QueueSelection;
  has(id: TrackId): boolean;
  size(): number;
  toggle(id: TrackId): void;
  extendTo(order: readonly TrackId[], id: TrackId): void;
  selectAll(order: readonly TrackId[]): void;
  clear(): void;
  /** The queue changed (a poll, an edit): tracks no longer queued leave the selection. */
  keepQueued(order: readonly TrackId[]): void;
}

export function createSelectionStore(): SelectionStore {
  const { get, set, subscribe } = createStore(EMPTY_SELECTION);
  return {
    subscribe,
    get,
    has: (id) => get().ids.has(id),
    size: () => get().ids.size,
    toggle: (id) => set(toggle(get(), id)),
    extendTo: (order, id) => set(extendTo(get(), order, id)),
    selectAll: (order) => set(selectAll(order)),
    clear: () => set(clear(get())),
    keepQueued: (order) => set(keepQueued(get(), order)),
  };
}
