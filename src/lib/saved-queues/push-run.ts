/**
 * Pushes a saved queue's tracks to a server, one at a time and in order (order is the point of a
 * queue: two calls in flight could land swapped). The push call itself is given (the api layer's,
 * which toasts nothing), so this is plain logic with a clock of awaits.
 *
 * - Cancel stops before the next track; the one in flight is let finish (it may already be
 *   queued), and what was not sent is offered again.
 * - A refusal (403) stops the run: the same permission would refuse every following track, and
 *   each refusal is one more line in the server's audit log. The rest count as not sent.
 * - A failure (network, 5xx, a uri the server cannot resolve) is counted and the run goes on,
 *   unless `maxFailuresInARow` fail in a row: then the server is taken for gone and the run stops.
 * - A track not sent at all (the server is known to be unreachable) stops the run at once: that
 *   track and the rest count as not sent.
 * - Retry pushes the failed and the not-sent tracks again, in their order, at the end of the queue.
 */
import type { SavedTrack } from './types';

export type PushOutcome = 'added' | { refused: true; other: boolean } | 'failed' | 'unsent';

export interface PushProgress {
  total: number;
  /** Tracks answered so far (added, refused or failed). */
  sent: number;
  added: number;
  failed: number;
}

export interface PushSummary extends PushProgress {
  refused: number;
  /** Whether the refusal's body said `other` (the refusal's wording depends on it). */
  refusedOther: boolean;
  notSent: number;
  cancelled: boolean;
  /** Failed and not sent, in their order: what Retry pushes. */
  retry: SavedTrack[];
}

export interface PushRunOptions {
  push: (track: SavedTrack) => Promise<PushOutcome>;
  onProgress: (progress: PushProgress) => void;
  /** Read before each track: true stops the run there. */
  cancelled: () => boolean;
  maxFailuresInARow?: number;
}

export async function runPush(
  tracks: readonly SavedTrack[],
  { push, onProgress, cancelled, maxFailuresInARow = 5 }: PushRunOptions,
): Promise<PushSummary> {
  const progress: PushProgress = { total: tracks.length, sent: 0, added: 0, failed: 0 };
  const retry: SavedTrack[] = [];
  let refused = 0;
  let refusedOther = false;
  let inARow = 0;
  let stoppedAt = tracks.length;
  let wasCancelled = false;
  for (const [index, track] of tracks.entries()) {
    if (cancelled()) {
      wasCancelled = true;
      stoppedAt = index;
      break;
    }
    let outcome: PushOutcome;
    try {
      outcome = await push(track);
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'unsent') {
      stoppedAt = index;
      break;
    }
    progress.sent += 1;
    if (outcome === 'added') {
      progress.added += 1;
      inARow = 0;
    } else if (outcome === 'failed') {
      progress.failed += 1;
      retry.push(track);
      inARow += 1;
    } else {
      refused += 1;
      refusedOther = outcome.other;
    }
    onProgress({ ...progress });
    if (refused > 0 || inARow >= maxFailuresInARow) {
      stoppedAt = index + 1;
      break;
    }
  }
  const rest = tracks.slice(stoppedAt);
  retry.push(...rest);
  return {
    ...progress,
    refused,
    refusedOther,
    notSent: rest.length,
    cancelled: wasCancelled,
    retry,
  };
}
