/**
 * The queue's local edits and the server's answers, kept in agreement by design rather than by
 * timing: the queue on screen is the last server answer the ledger accepted, with
 * every edit the server has not yet been seen to hold applied on top, in the order the user made
 * them.
 *
 * The ordering rule. One logical clock ticks on every poll request and on every edit the server
 * answered (settled). A poll's answer carries the tick of its request. The ledger accepts an
 * answer only when it was requested after the last settled edit and after the last accepted
 * answer's request. So:
 * - an answer requested before an edit was answered (it may or may not hold the edit) never
 *   replaces the edit: it is ignored, and the next poll, requested later, is taken instead;
 * - an accepted answer holds every settled edit, so those edits are dropped then, never earlier;
 * - edits not yet settled (waiting or in flight) stay applied on top of any accepted answer:
 *   each is idempotent on a list that already holds it (a reorder is the whole order; remove and
 *   play next name one id), so applying one again is harmless;
 * - an older answer arriving after a newer one never goes back in time.
 * A refused or failed edit is removed (the screen rolls back) together with the reorders made
 * after it, which were built on it.
 */
import { applyQueueOp, type QueueOp, type QueueTrack, type TrackId } from './order';

type EditStatus = 'waiting' | 'sent' | 'done';

export interface LedgerEdit {
  key: number;
  op: QueueOp;
  /** waiting: not sent yet; sent: in flight; done: the server said yes, no answer shows it yet. */
  status: EditStatus;
  /** The batch (one act on many selected tracks) it belongs to, if any. */
  batch?: number;
}

export interface QueueLedger<T extends QueueTrack> {
  /** The logical clock: the last tick given out. */
  clock: number;
  /** The tick of the last settled edit: answers requested before it are stale. */
  settledAt: number;
  /** The request tick of the last accepted answer: older answers are stale too. */
  acceptedAt: number;
  /**
   * The last accepted answer's tracks, undefined before any. The client keeps an unchanged
   * answer's tracks as the same objects (src/api/query/share-answers.ts), so they are taken as
   * they come.
   */
  server: readonly T[] | undefined;
  edits: readonly LedgerEdit[];
  nextKey: number;
}

export function createLedger<T extends QueueTrack>(): QueueLedger<T> {
  return {
    clock: 0,
    settledAt: 0,
    acceptedAt: 0,
    server: undefined,
    edits: [],
    nextKey: 1,
  };
}

/** A poll request is going out: the tick its answer will carry. */
export function stampRequest<T extends QueueTrack>(
  ledger: QueueLedger<T>,
): [QueueLedger<T>, number] {
  const stamp = ledger.clock + 1;
  return [{ ...ledger, clock: stamp }, stamp];
}

/**
 * The list the page already shows before the first poll answered (SWR's cached data): taken as
 * an answer requested before everything else, and only while there is no answer at all.
 */
export function seedLedger<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  tracks: readonly T[],
): QueueLedger<T> {
  return ledger.server === undefined ? { ...ledger, server: tracks } : ledger;
}

/**
 * A local edit. A reorder right after a reorder that is still waiting replaces it (the later
 * order is the whole order), so a burst of arrow presses becomes one edit and one request.
 */
export function recordEdit<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  op: QueueOp,
): [QueueLedger<T>, number] {
  const last = ledger.edits[ledger.edits.length - 1];
  if (op.type === 'reorder' && last?.op.type === 'reorder' && last.status === 'waiting') {
    const edits = [...ledger.edits.slice(0, -1), { ...last, op }];
    return [{ ...ledger, edits }, last.key];
  }
  const key = ledger.nextKey;
  return [
    { ...ledger, nextKey: key + 1, edits: [...ledger.edits, { key, op, status: 'waiting' }] },
    key,
  ];
}

/**
 * Many edits made at once (a batch on the selection): each its own edit, in order,
 * tagged with the batch; never merged into a waiting reorder, so the batch knows every key.
 */
export function recordBatch<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  ops: readonly QueueOp[],
  batch: number,
): [QueueLedger<T>, number[]] {
  const keys = ops.map((_, index) => ledger.nextKey + index);
  const added = ops.map((op, index) => ({
    key: keys[index]!,
    op,
    status: 'waiting' as const,
    batch,
  }));
  return [
    { ...ledger, nextKey: ledger.nextKey + ops.length, edits: [...ledger.edits, ...added] },
    keys,
  ];
}

/**
 * A cancelled batch: its edits not sent yet are dropped (the screen shows those tracks again);
 * the ones in flight settle as usual. Returns the keys it dropped.
 */
export function dropWaiting<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  batch: number,
): [QueueLedger<T>, number[]] {
  const dropped = ledger.edits
    .filter((edit) => edit.batch === batch && edit.status === 'waiting')
    .map((edit) => edit.key);
  if (dropped.length === 0) return [ledger, dropped];
  const edits = ledger.edits.filter((edit) => !(edit.batch === batch && edit.status === 'waiting'));
  return [{ ...ledger, edits }, dropped];
}

/** The first edit not sent yet: edits go to the server in the order made. */
export function nextWaiting<T extends QueueTrack>(ledger: QueueLedger<T>): LedgerEdit | undefined {
  return ledger.edits.find((edit) => edit.status === 'waiting');
}

export function hasUnsettled<T extends QueueTrack>(ledger: QueueLedger<T>): boolean {
  return ledger.edits.some((edit) => edit.status !== 'done');
}

export function markSent<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  key: number,
): QueueLedger<T> {
  return {
    ...ledger,
    edits: ledger.edits.map((edit) => (edit.key === key ? { ...edit, status: 'sent' } : edit)),
  };
}

/**
 * The server answered an edit. Yes: it stays shown until an answer requested after now shows it.
 * No (refused, failed): it is removed, and so is every later reorder still waiting, since its
 * order was built on the refused one; waiting removes and play-nexts name a track and stay.
 */
export function settleEdit<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  key: number,
  ok: boolean,
): QueueLedger<T> {
  const clock = ledger.clock + 1;
  const index = ledger.edits.findIndex((edit) => edit.key === key);
  const edits = ok
    ? ledger.edits.map((edit) => (edit.key === key ? { ...edit, status: 'done' as const } : edit))
    : ledger.edits.filter(
        (edit, at) =>
          edit.key !== key &&
          !(index >= 0 && at > index && edit.status === 'waiting' && edit.op.type === 'reorder'),
      );
  return { ...ledger, clock, settledAt: clock, edits };
}

/**
 * A restored track got a new id from its push: the restore (edit `key`) and every edit made
 * after it that names the old id (a reorder made while the restore was on its way) name the new
 * one instead, so what they send and show is the entry the server holds. The remove before it
 * keeps the old id.
 */
export function renameTrack<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  key: number,
  from: TrackId,
  to: TrackId,
): QueueLedger<T> {
  const rename = (op: QueueOp): QueueOp => {
    switch (op.type) {
      case 'reorder':
        return op.order.includes(from)
          ? { ...op, order: op.order.map((id) => (id === from ? to : id)) }
          : op;
      case 'restore': {
        // A batch's Undo restores tracks top first: a later one's place may name an earlier one.
        const place = op.place.preceding.includes(from)
          ? { ...op.place, preceding: op.place.preceding.map((id) => (id === from ? to : id)) }
          : op.place;
        const track = op.track.id === from ? { ...op.track, id: to } : op.track;
        return place === op.place && track === op.track ? op : { ...op, place, track };
      }
      default:
        return op.id === from ? { ...op, id: to } : op;
    }
  };
  const edits = ledger.edits.map((edit) =>
    edit.key >= key ? { ...edit, op: rename(edit.op) } : edit,
  );
  return { ...ledger, edits };
}

/** A poll's answer, requested at tick `stamp`: taken or ignored by the rule above. */
export function receiveAnswer<T extends QueueTrack>(
  ledger: QueueLedger<T>,
  tracks: readonly T[],
  stamp: number,
): QueueLedger<T> {
  if (stamp < ledger.settledAt || stamp <= ledger.acceptedAt) return ledger;
  const edits = ledger.edits.some((edit) => edit.status === 'done')
    ? ledger.edits.filter((edit) => edit.status !== 'done')
    : ledger.edits;
  return { ...ledger, acceptedAt: stamp, server: tracks, edits };
}

/** The queue as shown: the accepted answer with the remaining edits applied in order. */
export function ledgerView<T extends QueueTrack>(ledger: QueueLedger<T>): readonly T[] | undefined {
  if (ledger.server === undefined) return undefined;
  if (ledger.edits.length === 0) return ledger.server;
  let tracks: readonly T[] = ledger.server;
  let removed = new Set<TrackId>();
  const removeRun = () => {
    if (removed.size === 0) return;
    const gone = removed;
    tracks = tracks.filter((track) => !gone.has(track.id));
    removed = new Set();
  };
  for (const edit of ledger.edits) {
    // A run of removes (a batch of 200 on 10,000 tracks) is one pass over the list, not 200.
    if (edit.op.type === 'remove') {
      removed.add(edit.op.id);
      continue;
    }
    removeRun();
    tracks = applyQueueOp(tracks, edit.op);
  }
  removeRun();
  return tracks;
}
