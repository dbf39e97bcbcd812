/**
 * After "Load N more tracks" the instance page polls only the queue's first page every second
 * and keeps the rest from the last whole-queue answer (docs/screens.md "Queue edits and polls").
 * This is the join: the fresh first page, then the held tracks that come after it.
 *
 * The join is taken only when it is certainly what the server holds as far as the answer can
 * tell; otherwise the caller asks for the whole queue at once. It is certain when:
 * - the held tracks the new page (or the playing track) holds are one run of the held queue, from
 *   its start or after tracks that have left (finished), with none of the held rest among them:
 *   the page moved forward (tracks finished), took new tracks at its head, or was reordered
 *   within itself, and nothing left it for the rest;
 * - the join has the answer's `numTracks` (the whole queue, without the playing track);
 * - its total length differs from the answer's `duration` as much as the held answer's did (a
 *   backend that rounds or counts differently is measured once, when the whole queue comes).
 * A change beyond the first page that keeps the count and the length (a reorder there by someone
 * else) is not seen here: the whole queue's slow refresh shows it (whole-refresh.ts).
 */
import { draggableTracks, queueDuration, type QueueTrack } from './order';

export interface QueueAnswer<T extends QueueTrack> {
  /** The playing track (if any) first, then the queue or its first page. */
  tracks: readonly T[];
  /** Queued tracks on the server, without the playing one. */
  numTracks: number;
  /** Milliseconds of the whole queue, without the playing track. */
  duration: number;
}

/** The whole queue as last known, and how its length differed from the sum of its tracks. */
export interface HeldQueue<T extends QueueTrack> {
  tracks: readonly T[];
  durationDrift: number;
}

/** A whole-queue answer to hold. */
export function holdQueue<T extends QueueTrack>(answer: QueueAnswer<T>): HeldQueue<T> {
  return {
    tracks: answer.tracks,
    durationDrift: answer.duration - queueDuration(answer.tracks).totalMs,
  };
}

/** Whether a first-page answer already holds the whole queue (a short queue). */
export function isWholeQueue<T extends QueueTrack>(answer: QueueAnswer<T>): boolean {
  return draggableTracks(answer.tracks).length >= answer.numTracks;
}

/**
 * The whole queue as the first-page answer `page` and the held queue make it, or undefined when
 * the join is not certain (the rule above). The playing track is the page's.
 */
export function joinFirstPage<T extends QueueTrack>(
  held: HeldQueue<T>,
  page: QueueAnswer<T>,
): T[] | undefined {
  if (isWholeQueue(page)) return [...page.tracks];
  const onPage = new Set(page.tracks.map((track) => track.id));
  const heldQueue = draggableTracks(held.tracks);
  // Held tracks before the first one the page holds have finished or were removed.
  const start = heldQueue.findIndex((track) => onPage.has(track.id));
  if (start < 0) return undefined;
  let cut = start;
  while (cut < heldQueue.length && onPage.has(heldQueue[cut]!.id)) cut += 1;
  const rest = heldQueue.slice(cut);
  if (rest.some((track) => onPage.has(track.id))) return undefined;
  const joined = [...page.tracks, ...rest];
  const queued = draggableTracks(joined);
  if (queued.length !== page.numTracks) return undefined;
  if (page.duration - queueDuration(queued).totalMs !== held.durationDrift) return undefined;
  return joined;
}
