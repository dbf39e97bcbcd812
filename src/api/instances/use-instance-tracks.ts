import { instanceKeys } from './keys';
import { useMemo } from 'react';
import { instanceTracksParams } from './track-load-request';
import type { WholeQueueHolder } from '../query/first-page-polls';
import { observeAnswers, type AnswerObserver } from '../query/observe-answers';
import {
  preloadRead,
  reads,
  useApiQuery,
  type ReadData,
  type ReadInit,
  type ReadOptions,
} from '../query/reads';

type TrackLoadInit = ReadInit<'/api/track/{id}/{loadAll}'>;

/**
 * GET /api/track/{id}/{loadAll}: the instance page's queue, player, lyrics and audits, polled
 * every second (1-core §4); after "Load N more tracks" the second's poll asks for the first page
 * and the whole queue comes more rarely (`wholeQueue`, src/api/query/first-page-polls.ts).
 * Dedupe stays under the interval so no poll is swallowed. SWR does not poll while the tab is
 * hidden (refreshWhenHidden is off); the caller pauses polling while a row is dragged. Popular,
 * recent and random are left out here: they have their own hooks. An answer equal to the last
 * one is the same object (share-answers.ts), so nothing re-renders.
 */
export const instanceTracksReads = {
  refreshInterval: 1000,
  dedupingInterval: 500,
  refreshWhenHidden: false,
  keepPreviousData: true,
  // The queue poll's first page and now-playing draw a returning visit's page at once
  // (last-known.ts); neither the whole queue after "Load N more tracks" (it may be 10,000
  // tracks) nor the lists below the fold are kept.
  keepsLastKnown: ({ params: { path, query } }) =>
    !path.loadAll && !query?.includePopular && !query?.includeRecent && !query?.includeRandom,
} satisfies ReadOptions<TrackLoadInit>;

const QUEUE_POLL_MS = 1000;

export interface InstanceTracksOptions {
  /** 'Load N more tracks' was pressed: every queued track, not the first page. */
  loadAll: boolean;
  /** The queuedTrackNum preference: the first page's size. */
  queuedTrackNum: number;
  /** Polling stops while a queue row is dragged. */
  paused: boolean;
  /** Told of every poll request and its tracks (the queue orders them against its edits). */
  answers?: AnswerObserver<readonly InstanceTrack[]>;
  /** With loadAll: polls the first page and joins it with the held rest of the queue. */
  wholeQueue?: WholeQueueHolder;
}

export type InstanceTracksData = ReadData<'/api/track/{id}/{loadAll}'>;
export type InstanceTrack = InstanceTracksData['tracks'][number];

export function useInstanceTracks(instanceId: string | undefined, options: InstanceTracksOptions) {
  const { answers, wholeQueue, paused } = options;
  const config = useMemo(
    () =>
      reads({
        ...instanceTracksReads,
        refreshInterval: paused ? 0 : QUEUE_POLL_MS,
        // The join makes the answer from its own requests, inside the sharing step.
        requests: wholeQueue === undefined ? [] : [wholeQueue.middleware],
        // The observer is outermost: it stamps each poll before the join chooses its request,
        // and is told of the shared whole queue the poll returns.
        use:
          answers === undefined
            ? []
            : [
                observeAnswers<InstanceTracksData>({
                  requested: () => answers.requested(),
                  answered: (data, stamp) => answers.answered(data.tracks, stamp),
                }),
              ],
      }),
    [answers, wholeQueue, paused],
  );
  return useApiQuery(
    instanceKeys.paths.tracks,
    instanceId === undefined ? null : { params: instanceTracksParams(instanceId, options) },
    config,
  );
}

/**
 * The route's preload of the poll's first request (the same SWR key, through the same steps): the
 * poll's first fetch takes it (reads.ts' preloadRead).
 */
export function preloadInstanceTracks(instanceId: string, queuedTrackNum: number): Promise<void> {
  return preloadRead(
    instanceKeys.paths.tracks,
    { params: instanceTracksParams(instanceId, { loadAll: false, queuedTrackNum }) },
    instanceTracksReads,
  );
}
