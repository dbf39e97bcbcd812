/**
 * The instance page's queue edits and polls, ordered (the rule is in edit-ledger.ts). This is
 * the ledger's driver: it keeps the ledger, tells subscribers (React) when the queue on screen
 * changes, and sends the edits.
 *
 * Sending: one edit at a time, in the order the user made them; the next goes when the previous
 * one answered, so the server applies them in the user's order. The one exception: removes (of
 * different tracks, so their order does not matter) go up to `concurrency` at a time, which is
 * what a batch of removes on the selection needs. A reorder waits until no move came for
 * `debounceMs` (the spec's 250 ms), and what it sends is computed then, from the queue as it is
 * on screen at that moment, not from the order at the time of the key press.
 */
import {
  createLedger,
  dropWaiting,
  hasUnsettled,
  ledgerView,
  markSent,
  nextWaiting,
  receiveAnswer,
  recordBatch,
  recordEdit,
  renameTrack,
  seedLedger,
  settleEdit,
  stampRequest,
  type LedgerEdit,
  type QueueLedger,
} from './edit-ledger';
import {
  draggableTracks,
  reorderIds,
  type QueueOp,
  type QueueTrack,
  type RemovedTrack,
} from './order';
import { placesOf } from './undo';
import { createStore, type Store } from '../state/store';
import type {
  QueueRequest,
  QueueSync,
  QueueSyncOptions,
  Timers,
  BatchOutcome,
  QueueBatch,
} from './sync-types';

/** A batch's removes in flight at once: quick on a slow link, gentle on the server. */
const BATCH_CONCURRENCY = 4;

/** The spec's debounce of a reorder (1-core §4). */
const REORDER_DEBOUNCE_MS = 250;

/** The request an edit sends; a reorder's order is the queue on screen at that moment. */
function requestOf(edit: LedgerEdit, shown: readonly QueueTrack[] | undefined): QueueRequest {
  const request = opRequest(edit.op, shown);
  return edit.batch === undefined ? request : { ...request, batched: true };
}

function opRequest(op: QueueOp, shown: readonly QueueTrack[] | undefined): QueueRequest {
  switch (op.type) {
    case 'reorder':
      return {
        type: 'reorder',
        order: draggableTracks(shown ?? []).map((track) => String(track.id)),
      };
    case 'remove':
      return { type: 'remove', id: String(op.id), undo: op.undo };
    case 'play-next':
      return { type: 'play-next', id: String(op.id) };
    case 'restore':
      return { type: 'restore', track: op.track, place: op.place, known: op.known };
  }
}

function sameTracks<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined || a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) if (a[index] !== b[index]) return false;
  return true;
}

interface BatchState {
  progress: Store<{ settled: number; total: number }>;
  outcome: BatchOutcome;
  resolve(outcome: BatchOutcome): void;
}

const windowTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createQueueSync<T extends QueueTrack>(options: QueueSyncOptions): QueueSync<T> {
  const timers = options.timers ?? windowTimers;
  const debounceMs = options.debounceMs ?? REORDER_DEBOUNCE_MS;
  // An answer that agrees with the edits, or a refused edit that changed nothing: the same list,
  // no render.
  const shown = createStore<readonly T[] | undefined>(undefined, sameTracks);
  let ledger: QueueLedger<T> = createLedger<T>();
  let shownFrom: Pick<QueueLedger<T>, 'server' | 'edits'> = ledger;
  let debounce: unknown = null;

  /** Replaces the ledger; subscribers hear of it only when the queue on screen may change. */
  const update = (next: QueueLedger<T>) => {
    ledger = next;
    if (next.server === shownFrom.server && next.edits === shownFrom.edits) return;
    shownFrom = next;
    // With keepShown, a batch of 200 on 10,000 tracks costs a render when it starts and when the
    // server's answer shows it, not 400.
    shown.set(ledgerView(next));
  };

  /**
   * Replaces the ledger by one whose queue on screen is the same by construction: an edit sent,
   * or taken by the server (it stays applied until the server's answer shows it). No view is
   * computed: on 10,000 tracks each would be a pass over the list, 400 for a batch of 200.
   */
  const keepShown = (next: QueueLedger<T>) => {
    ledger = next;
    shownFrom = next;
  };

  const limit = Math.max(1, options.concurrency ?? BATCH_CONCURRENCY);
  const inFlight = new Set<number>();
  let removesInFlight = true;
  const batches = new Map<number, BatchState>();
  let nextBatch = 1;

  /** The next waiting edit may go now: nothing in flight, or removes only, below the limit. */
  const mayStart = (edit: LedgerEdit) => {
    if (inFlight.size === 0) return true;
    return edit.op.type === 'remove' && removesInFlight && inFlight.size < limit;
  };

  const pump = () => {
    for (;;) {
      const edit = nextWaiting(ledger);
      if (edit === undefined || !mayStart(edit)) return;
      if (edit.op.type === 'reorder' && debounce !== null) return;
      send(edit);
    }
  };

  const send = (edit: LedgerEdit) => {
    const request = requestOf(edit, shown.get());
    if (inFlight.size === 0) removesInFlight = edit.op.type === 'remove';
    inFlight.add(edit.key);
    keepShown(markSent(ledger, edit.key));
    void options
      .send(request)
      .catch(() => false)
      .then((result) => {
        inFlight.delete(edit.key);
        const ok = typeof result === 'boolean' ? result : result.ok;
        const id = typeof result === 'boolean' ? undefined : result.id;
        const refused = typeof result === 'boolean' ? false : result.refused === true;
        // The pushed entry's id replaces the removed one's, so later reorders name it.
        const settled = settleEdit(ledger, edit.key, ok);
        if (ok && edit.op.type === 'restore' && id !== undefined) {
          update(renameTrack(settled, edit.key, edit.op.track.id, id));
        } else if (ok) keepShown(settled);
        else update(settled);
        if (edit.batch !== undefined) tally(edit.batch, edit.op, ok, refused);
        options.onSettled?.(request);
        pump();
      });
  };

  const tally = (batch: number, op: QueueOp, ok: boolean, refused: boolean) => {
    const state = batches.get(batch);
    if (state === undefined) return;
    if (ok) state.outcome.done.push(op);
    else if (refused) state.outcome.refused += 1;
    else state.outcome.failed += 1;
    settle(batch, state, 1);
  };

  const settle = (batch: number, state: BatchState, count: number) => {
    const { settled, total } = state.progress.get();
    if (count > 0) state.progress.set({ settled: settled + count, total });
    if (settled + count < total) return;
    batches.delete(batch);
    state.resolve(state.outcome);
  };

  const startBatch = (ops: readonly QueueOp[]): QueueBatch | undefined => {
    if (ledger.server === undefined) return undefined;
    const batch = nextBatch;
    nextBatch += 1;
    let resolve: (outcome: BatchOutcome) => void = () => {};
    const outcome = new Promise<BatchOutcome>((done) => {
      resolve = done;
    });
    const state: BatchState = {
      progress: createStore({ settled: 0, total: ops.length }),
      outcome: { done: [], refused: 0, failed: 0, cancelled: 0 },
      resolve,
    };
    batches.set(batch, state);
    update(recordBatch(ledger, ops, batch)[0]);
    settle(batch, state, 0);
    pump();
    return {
      outcome,
      cancel() {
        if (!batches.has(batch)) return;
        const [next, dropped] = dropWaiting(ledger, batch);
        update(next);
        state.outcome.cancelled += dropped.length;
        settle(batch, state, dropped.length);
      },
      progress: state.progress.get,
      subscribe: state.progress.subscribe,
    };
  };

  /** The removes of `ids`, each with what its Undo puts back: one pass over the queue for all. */
  const removalsOf = (ids: readonly string[]): QueueOp[] => {
    const list = shown.get() ?? [];
    const tracks = new Map(list.map((track) => [String(track.id), track]));
    const places = placesOf(list, ids);
    return ids.map((id): QueueOp => {
      const track = tracks.get(id);
      const place = places.get(id);
      const undo = track !== undefined && place !== undefined ? { track, place } : undefined;
      return { type: 'remove', id, undo };
    });
  };

  const restoreOf = ({ track, place }: RemovedTrack): QueueOp => {
    const known = new Set(draggableTracks(shown.get() ?? []).map((queued) => queued.id));
    return { type: 'restore', track, place, known };
  };

  const edit = (op: QueueOp) => {
    // Before the first answer (or seed) there is nothing on screen the user could have edited.
    if (ledger.server === undefined) return;
    update(recordEdit(ledger, op)[0]);
    pump();
  };

  return {
    subscribe: shown.subscribe,
    view: shown.get,
    requested() {
      const [next, stamp] = stampRequest(ledger);
      ledger = next;
      return stamp;
    },
    answered(tracks, stamp) {
      update(receiveAnswer(ledger, tracks, stamp));
    },
    seed(tracks) {
      update(seedLedger(ledger, tracks));
    },
    move(from, to) {
      const view = shown.get();
      if (view === undefined) return;
      const queued = draggableTracks(view);
      if (from === to || queued[from] === undefined || queued[to] === undefined) return;
      if (debounce !== null) timers.clearTimeout(debounce);
      debounce = timers.setTimeout(() => {
        debounce = null;
        pump();
      }, debounceMs);
      edit({ type: 'reorder', order: reorderIds(queued, from, to) });
    },
    remove: (id) => edit(removalsOf([id])[0]!),
    playNext: (id) => edit({ type: 'play-next', id }),
    restore: (removed) => edit(restoreOf(removed)),
    batch: startBatch,
    removals: removalsOf,
    restoreAll(removed) {
      // Top first, so each one's place can name the one restored before it (renameTrack).
      const ordered = [...removed].sort((a, b) => a.place.index - b.place.index);
      return startBatch(ordered.map(restoreOf));
    },
    flush() {
      if (debounce === null) return;
      timers.clearTimeout(debounce);
      debounce = null;
      pump();
    },
    idle: () => !hasUnsettled(ledger),
  };
}
