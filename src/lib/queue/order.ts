/**
 * Queue list helpers (1-core.md §2 "Queue panel", §4 "Progress and refresh") and the queue edits
 * (reorder, remove, play next) the page shows before the server does (edit-ledger.ts).
 *
 * Decisions:
 * - Counts and the total duration leave out the playing track, like the header's count.
 * - A duration of 0 (or missing, negative, not a number) is unknown: it adds nothing to the total
 *   and is counted in `unknownCount`, so the screen can say the total is "at least".
 * - `numTracks` from the server is taken as the whole queue including the playing track.
 */

export type TrackId = string | number;

export interface QueueTrack {
  id: TrackId;
  /** What a push queues it by (an undo of its removal pushes it again, undo.ts). */
  uri?: string;
  isPlaying?: boolean;
  duration?: number;
}

/** The list with the item at `from` moved to `to` (indices into that list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (!isIndex(items, from) || !isIndex(items, to) || from === to) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * While the item at `from` is held over `over`, the index (into the unmoved list) of the item
 * shown at `index`: moveItem's result for one position, without copying a long list on every
 * pointer move.
 */
export function heldSourceIndex(index: number, from: number, over: number): number {
  if (index === over) return from;
  if (from < over && index >= from && index < over) return index + 1;
  if (over < from && index > over && index <= from) return index - 1;
  return index;
}

/** The ids in their new order after a drag from `from` to `to`: the body of the reorder call. */
export function reorderIds<T extends QueueTrack>(
  draggable: readonly T[],
  from: number,
  to: number,
): TrackId[] {
  return moveItem(draggable, from, to).map((track) => track.id);
}

/** The rows the user can drag: everything but the playing track. */
export function draggableTracks<T extends QueueTrack>(tracks: readonly T[]): T[] {
  return tracks.filter((track) => !track.isPlaying);
}

export function playingTrack<T extends QueueTrack>(tracks: readonly T[]): T | undefined {
  return tracks.find((track) => track.isPlaying);
}

/**
 * The header's count of queued tracks. The server's `numTracks` already leaves out the playing
 * track (openapi.yaml, TrackLoadResponse); without it, the loaded tracks minus the playing one.
 */
export function queuedCount(tracks: readonly QueueTrack[], numTracks?: number): number {
  if (numTracks !== undefined && Number.isFinite(numTracks))
    return Math.max(0, Math.floor(numTracks));
  return draggableTracks(tracks).length;
}

/** N in 'Load N more tracks': queued tracks on the server not loaded yet (playing one excluded). */
export function moreToLoad(tracks: readonly QueueTrack[], numTracks: number): number {
  if (!Number.isFinite(numTracks)) return 0;
  return Math.max(0, Math.floor(numTracks) - draggableTracks(tracks).length);
}

/** Total length of the queued (not playing) tracks; unknown lengths count 0 and are tallied. */
export function queueDuration(tracks: readonly QueueTrack[]): {
  totalMs: number;
  unknownCount: number;
} {
  let totalMs = 0;
  let unknownCount = 0;
  for (const track of tracks) {
    if (track.isPlaying) continue;
    const duration = track.duration;
    if (duration !== undefined && Number.isFinite(duration) && duration > 0) totalMs += duration;
    else unknownCount += 1;
  }
  return { totalMs, unknownCount };
}

/** Where a removed track stood among the queued (not playing) tracks. */
export interface QueuePlace {
  /** The ids before it, nearest first (at most PLACE_MEMORY of them). */
  preceding: readonly TrackId[];
  /** Its index among the queued tracks. */
  index: number;
}

/** How many preceding tracks a place remembers: enough for a few rows moving meanwhile. */
export const PLACE_MEMORY = 20;

/**
 * Where the track goes back among `ids` (the queued ids without it): right after the nearest
 * preceding track still there; at the start when it was first; else at its old index, at most
 * the end.
 */
export function targetIndex(ids: readonly TrackId[], place: QueuePlace): number {
  if (place.index === 0) return 0;
  const at = new Map(ids.map((id, index) => [id, index]));
  for (const id of place.preceding) {
    const index = at.get(id);
    if (index !== undefined) return index + 1;
  }
  return Math.min(Math.max(0, place.index), ids.length);
}

export type QueueOp =
  | { type: 'reorder'; order: readonly TrackId[] }
  | { type: 'remove'; id: TrackId; undo?: RemovedTrack }
  | { type: 'play-next'; id: TrackId }
  | RestoreOp;

/** A removed track and where it stood: what an Undo puts back. */
export interface RemovedTrack {
  track: QueueTrack;
  place: QueuePlace;
}

/**
 * A removed track put back (Undo): pushed again, then moved to its place. Until the server's
 * answer shows the pushed entry, `track` (the removed one) stands in for it; once an answer holds
 * an entry with its uri that was not queued when Undo was pressed (`known`), that entry is moved
 * to the place instead, so the track never shows twice.
 */
interface RestoreOp {
  type: 'restore';
  track: QueueTrack;
  place: QueuePlace;
  known: ReadonlySet<TrackId>;
}

/**
 * The queue as it will be once `op` is done. Safe over a newer server list: a reorder puts the
 * ids it knows in its order and keeps tracks it did not know (added since) after them; ids that
 * are gone are skipped. The playing track always stays first.
 */
export function applyQueueOp<T extends QueueTrack>(tracks: readonly T[], op: QueueOp): T[] {
  const playing = tracks.filter((track) => track.isPlaying);
  const rest = draggableTracks(tracks);
  switch (op.type) {
    case 'remove':
      return tracks.filter((track) => track.id !== op.id);
    case 'play-next': {
      const target = rest.find((track) => track.id === op.id);
      if (target === undefined) return [...tracks];
      return [...playing, target, ...rest.filter((track) => track !== target)];
    }
    case 'restore': {
      const stand = restoredEntry(rest, op) ?? (op.track as T);
      const others = rest.filter((track) => track !== stand && track.id !== op.track.id);
      const at = targetIndex(
        others.map((track) => track.id),
        op.place,
      );
      return [...playing, ...others.slice(0, at), stand, ...others.slice(at)];
    }
    case 'reorder': {
      const position = new Map(op.order.map((id, index) => [id, index]));
      const known = rest
        .filter((track) => position.has(track.id))
        .sort((a, b) => position.get(a.id)! - position.get(b.id)!);
      const unknown = rest.filter((track) => !position.has(track.id));
      return [...playing, ...known, ...unknown];
    }
  }
}

/** The entry a restore's push made, in a list that holds it (the last such, see RestoreOp). */
function restoredEntry<T extends QueueTrack>(queued: readonly T[], op: RestoreOp): T | undefined {
  for (let index = queued.length - 1; index >= 0; index -= 1) {
    const track = queued[index]!;
    if (track.id === op.track.id) return track;
    if (op.track.uri !== undefined && track.uri === op.track.uri && !op.known.has(track.id)) {
      return track;
    }
  }
  return undefined;
}

function isIndex(items: readonly unknown[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < items.length;
}
