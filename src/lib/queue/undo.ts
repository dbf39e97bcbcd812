/**
 * Undo of a queue row's Remove. The API has no undo: the track goes back
 * through the spec's calls, pushed at the end (a new queue entry with a new id) and then
 * reordered to where it was. Where it was is kept as the tracks that preceded it, nearest first,
 * so that when rows moved meanwhile it returns after the nearest of them still queued; if none
 * is, it takes its old index (or the end, if the queue is shorter now).
 */
import {
  draggableTracks,
  PLACE_MEMORY,
  targetIndex,
  type QueuePlace,
  type QueueTrack,
  type TrackId,
} from './order';

/**
 * The place of each of `ids` among the queued tracks of `tracks`; an id not queued has none.
 * One pass over the queue for the whole set, not one per id: a batch of removes on a big queue
 * would otherwise cost a pass per track (docs/performance.md, the selection's bench).
 */
export function placesOf(
  tracks: readonly QueueTrack[],
  ids: readonly TrackId[],
): Map<TrackId, QueuePlace> {
  const wanted = new Set(ids);
  const places = new Map<TrackId, QueuePlace>();
  const queued = draggableTracks(tracks);
  queued.forEach((track, index) => {
    if (!wanted.has(track.id)) return;
    const preceding = queued
      .slice(Math.max(0, index - PLACE_MEMORY), index)
      .map((before) => before.id)
      .reverse();
    places.set(track.id, { preceding, index });
  });
  return places;
}

/** The reorder body that puts `id` back at its place among the queued ids `ids`. */
export function restoredOrder(ids: readonly TrackId[], id: TrackId, place: QueuePlace): TrackId[] {
  const others = ids.filter((other) => other !== id);
  const at = targetIndex(others, place);
  return [...others.slice(0, at), id, ...others.slice(at)];
}

/**
 * The entry a push made: the last queued track with the pushed uri whose id was not queued
 * before (`known`). Undefined when there is none (it started playing at once, say).
 */
export function pushedTrack<T extends QueueTrack>(
  tracks: readonly T[],
  uri: string,
  known: ReadonlySet<TrackId>,
): T | undefined {
  const queued = draggableTracks(tracks);
  for (let index = queued.length - 1; index >= 0; index -= 1) {
    const track = queued[index]!;
    if (track.uri === uri && !known.has(track.id)) return track;
  }
  return undefined;
}
