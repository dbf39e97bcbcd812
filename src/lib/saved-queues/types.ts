/**
 * A saved queue: the tracks of an instance's queue kept in the browser under
 * a name. A track keeps the queue track's own field names (openapi QueueTrack: `name`, `artists`,
 * `streamingServiceType`, `duration` in ms) and what POST /api/track/ui/push/track/{id} needs to
 * queue it again (`uri`, `streamingServiceType`).
 */
export type SavedStreamingServiceType = 0 | 1 | 2 | 99 | 100;

export interface SavedTrack {
  uri: string;
  name: string;
  artists: string[];
  streamingServiceType: SavedStreamingServiceType;
  /** Milliseconds; 0 is unknown (a radio, some links). */
  duration: number;
}

export interface SavedQueue {
  id: string;
  name: string;
  /** When it was saved or imported (epoch ms). */
  savedAt: number;
  tracks: SavedTrack[];
}

/** What the list shows of a saved queue, without its tracks. */
export interface SavedQueueSummary {
  id: string;
  name: string;
  savedAt: number;
  trackCount: number;
  durationMs: number;
}

/** The limits of a saved queue, at save and at import (docs/screens.md "Saved queues"). */
export const SAVED_QUEUE_LIMITS = {
  /** A big server's whole queue (the mock's big world is 10,000). */
  maxTracks: 10_000,
  /** An exported file of 10,000 tracks is about 1.3 MB; larger is not one of ours. */
  maxFileBytes: 2 * 1024 * 1024,
  maxNameLength: 100,
  maxTextLength: 500,
  maxArtists: 50,
} as const;

export function summaryOf(queue: SavedQueue): SavedQueueSummary {
  let durationMs = 0;
  for (const track of queue.tracks) durationMs += track.duration;
  return {
    id: queue.id,
    name: queue.name,
    savedAt: queue.savedAt,
    trackCount: queue.tracks.length,
    durationMs,
  };
}
