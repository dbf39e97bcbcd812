/**
 * The instance page's queue edits and polls, ordered (issue #19; the rule is in
 * edit-ledger.ts). This is the ledger's driver: it keeps the ledger, tells subscribers
 * (React) when the queue on screen changes, and sends the edits.
 *
 * Sending: one edit at a time, in the order the user made them; the next goes when the previous
 * one answered, so the server applies them in the user's order. A reorder waits until no move
 * came for `debounceMs` (the spec's 250 ms), and what it sends is computed then, from the queue
 * as it is on screen at that moment, not from the order at the time of the key press.
 */
import {
  createLedger,
  hasUnsettled,
  ledgerView,
  markSent,
  nextWaiting,
  receiveAnswer,
  recordEdit,
  renameTrack,
  seedLedger,
  settleEdit,
  stampRequest,
  type QueueLedger,
} from './edit-ledger';
import {
  draggableTracks,
  reorderIds,
  type QueueOp,
  type QueuePlace,
  type QueueTrack,
  type RemovedTrack,
} from './order';
import { placeOf } from './undo';

/**
 * What goes over the wire for one edit. A remove carries what its Undo puts back; a restore is
 * two calls (push, then reorder), made by the sender.
 */
export type QueueRequest =
  | { type: 'reorder'; order: string[] }
  | { type: 'remove'; id: string; undo?: RemovedTrack }
  | { type: 'play-next'; id: string }
  | { type: 'restore'; track: QueueTrack; place: QueuePlace; known: ReadonlySet<QueueTrack['id']> };

/** How the server took an edit; a restore also names the id its push gave the track. */
type SendResult = boolean | { ok: boolean; id?: string };

interface Timers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface QueueSyncOptions {
  /** Sends one edit; resolves true when the server took it (the caller shows any toast). */
  send(request: QueueRequest): Promise<SendResult>;
  /** After each answered edit (the page polls again at once, so a fresh answer comes soon). */
  onSettled?(request: QueueRequest): void;
  timers?: Timers;
  debounceMs?: number;
}

/** The spec's debounce of a reorder (1-core §4). */
const REORDER_DEBOUNCE_MS = 250;

export interface QueueSync<T extends QueueTrack> {
  subscribe(listener: () => void): () => void;
  /** The queue as shown, the same array until it changes; undefined before any answer. */
  view(): readonly T[] | undefined;
  /** A poll request is going out: the stamp to hand back with its answer. */
  requested(): number;
  /** A poll's answer (every one, also one identical to the last). */
  answered(tracks: readonly T[], stamp: number): void;
  /** The tracks the page showed before the first answer (SWR's cache). */
  seed(tracks: readonly T[]): void;
  /** Moves the queued (not playing) track at `from` to `to`, as the list shows them. */
  move(from: number, to: number): void;
  remove(id: string): void;
  playNext(id: string): void;
  /** Undo of a remove: the track back at its place (pushed again, then reordered). */
  restore(removed: RemovedTrack): void;
  /** Sends a reorder that is waiting for its debounce now (the page is being left). */
  flush(): void;
  /** Nothing waits to be sent and nothing is in flight. */
  idle(): boolean;
}

/** The request an edit sends; a reorder's order is the queue on screen at that moment. */
function requestOf(op: QueueOp, shown: readonly QueueTrack[] | undefined): QueueRequest {
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

const windowTimers: Timers = {
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createQueueSync<T extends QueueTrack>(options: QueueSyncOptions): QueueSync<T> {
  const timers = options.timers ?? windowTimers;
  const debounceMs = options.debounceMs ?? REORDER_DEBOUNCE_MS;
  const listeners = new Set<() => void>();
  let ledger: QueueLedger<T> = createLedger<T>();
  let shown: readonly T[] | undefined;
  let shownFrom: Pick<QueueLedger<T>, 'server' | 'edits'> = ledger;
  let debounce: unknown = null;
  let inFlight = false;

  /** Replaces the ledger; subscribers hear of it only when the queue on screen may change. */
  const update = (next: QueueLedger<T>) => {
    ledger = next;
    if (next.server === shownFrom.server && next.edits === shownFrom.edits) return;
    shownFrom = next;
    shown = ledgerView(next);
    for (const listener of listeners) listener();
  };

  const pump = () => {
    if (inFlight) return;
    const edit = nextWaiting(ledger);
    if (edit === undefined) return;
    if (edit.op.type === 'reorder' && debounce !== null) return;
    const request = requestOf(edit.op, shown);
    inFlight = true;
    update(markSent(ledger, edit.key));
    void options
      .send(request)
      .catch(() => false)
      .then((result) => {
        inFlight = false;
        const ok = typeof result === 'boolean' ? result : result.ok;
        const id = typeof result === 'boolean' ? undefined : result.id;
        // The pushed entry's id replaces the removed one's, so later reorders name it.
        const settled = settleEdit(ledger, edit.key, ok);
        update(
          ok && edit.op.type === 'restore' && id !== undefined
            ? renameTrack(settled, edit.key, edit.op.track.id, id)
            : settled,
        );
        options.onSettled?.(request);
        pump();
      });
  };

  const edit = (op: QueueOp) => {
    // Before the first answer (or seed) there is nothing on screen the user could have edited.
    if (ledger.server === undefined) return;
    update(recordEdit(ledger, op)[0]);
    pump();
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    view: () => shown,
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
      if (shown === undefined) return;
      const queued = draggableTracks(shown);
      if (from === to || queued[from] === undefined || queued[to] === undefined) return;
      if (debounce !== null) timers.clearTimeout(debounce);
      debounce = timers.setTimeout(() => {
        debounce = null;
        pump();
      }, debounceMs);
      edit({ type: 'reorder', order: reorderIds(queued, from, to) });
    },
    remove(id) {
      const track = shown?.find((candidate) => String(candidate.id) === id);
      const place = shown === undefined ? undefined : placeOf(shown, id);
      const undo = track !== undefined && place !== undefined ? { track, place } : undefined;
      edit({ type: 'remove', id, undo });
    },
    playNext: (id) => edit({ type: 'play-next', id }),
    restore({ track, place }) {
      const known = new Set(draggableTracks(shown ?? []).map((queued) => queued.id));
      edit({ type: 'restore', track, place, known });
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
