/**
 * The queue sync's shapes (src/lib/queue/sync.ts): what goes over the wire for an edit, how a
 * batch went, the options and the interface the page uses.
 */
import type { QueueOp, QueuePlace, QueueTrack, RemovedTrack } from './order';

/**
 * What goes over the wire for one edit. A remove carries what its Undo puts back; a restore is
 * two calls (push, then reorder), made by the sender.
 */
export type QueueRequest = (
  | { type: 'reorder'; order: string[] }
  | { type: 'remove'; id: string; undo?: RemovedTrack }
  | { type: 'play-next'; id: string }
  | { type: 'restore'; track: QueueTrack; place: QueuePlace; known: ReadonlySet<QueueTrack['id']> }
) & {
  /** Part of a batch: the batch says how it went, once, not each edit. */
  batched?: true;
};

/**
 * How the server took an edit; a restore also names the id its push gave the track; `refused`
 * tells a refusal (403) from a failure, for a batch's summary.
 */
type SendResult = boolean | { ok: boolean; id?: string; refused?: boolean };

/** How a batch went, once every edit of it settled or was cancelled. */
export interface BatchOutcome {
  /** The edits the server took, in the order made. */
  done: QueueOp[];
  refused: number;
  failed: number;
  /** Not sent: the batch was cancelled first. */
  cancelled: number;
}

export interface QueueBatch {
  /** Resolves when every edit settled or was cancelled. */
  outcome: Promise<BatchOutcome>;
  /** Sends no more of it: what is in flight settles, the rest shows again as it was. */
  cancel(): void;
  /** Edits settled or cancelled so far, of `total`. */
  progress(): { settled: number; total: number };
  /** Hears each edit of it settle (the bar's "48 of 200…"). */
  subscribe(listener: () => void): () => void;
}

export interface Timers {
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
  /**
   * At most this many removes in flight at once (a batch's); every other edit goes alone, after
   * the ones before it answered, so the server applies them in the order made.
   */
  concurrency?: number;
}

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
  /**
   * Many edits as one act: shown at once, sent in order (removes up to
   * `concurrency` at a time), told once through the outcome. Undefined before any answer.
   */
  batch(ops: readonly QueueOp[]): QueueBatch | undefined;
  /** The remove of each of `ids` with what its Undo puts back, as on screen now. */
  removals(ids: readonly string[]): QueueOp[];
  /** Undo of removes: each back at its place, top first. */
  restoreAll(removed: readonly RemovedTrack[]): QueueBatch | undefined;
  /** Sends a reorder that is waiting for its debounce now (the page is being left). */
  flush(): void;
  /** Nothing waits to be sent and nothing is in flight. */
  idle(): boolean;
}
