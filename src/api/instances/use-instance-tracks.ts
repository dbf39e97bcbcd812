import { instanceKeys } from './keys';
import { useMemo } from 'react';
import { instanceTracksParams } from './track-load-request';
import { createQueryHook } from '../query/create-query-hook';
import type { WholeQueueHolder } from '../query/first-page-polls';
import { observeAnswers, type AnswerObserver } from '../query/observe-answers';
import type { QueryData } from '../query/query-types';

/**
 * GET /api/track/{id}/{loadAll}: the instance page's queue, player, lyrics and audits, polled
 * every second (1-core §4); after "Load N more tracks" the second's poll asks for the first page
 * and the whole queue comes more rarely (`wholeQueue`, src/api/query/first-page-polls.ts).
 * A read in the last 0.9 s answers a poll's tick (create-query-hook.ts). SWR does not poll while the tab is
 * hidden (refreshWhenHidden is off); the caller pauses polling while a row is dragged. Popular,
 * recent and random are left out here: they have their own hooks. An answer equal to the last
 * one is the same object (share-answers.ts), so nothing re-renders.
 */
export const instanceTracksQuery = createQueryHook(instanceKeys.paths.tracks, {
  refreshInterval: 1000,
  refreshWhenHidden: false,
  keepPreviousData: true,
  // The queue poll's first page and now-playing draw a returning visit's page at once
  // (last-known.ts); neither the whole queue after "Load N more tracks" (it may be 10,000
  // tracks) nor the lists below the fold are kept.
  keepsLastKnown: ({ path, query }) =>
    !path.loadAll && !query?.includePopular && !query?.includeRecent && !query?.includeRandom,
});

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

export type InstanceTracksData = QueryData<'/api/track/{id}/{loadAll}'>;
export type InstanceTrack = InstanceTracksData['tracks'][number];

export function useInstanceTracks(instanceId: string | undefined, options: InstanceTracksOptions) {
  const { answers, wholeQueue } = options;
  // SWR calls the last middleware's fetcher first: the answers are stamped before the poll
  // chooses its request, and told of the whole queue it returns.
  const use = useMemo(
    () => [
      ...(wholeQueue === undefined ? [] : [wholeQueue.middleware]),
      ...(answers === undefined
        ? []
        : [
            observeAnswers<InstanceTracksData>({
              requested: () => answers.requested(),
              answered: (data, stamp) => answers.answered(data.tracks, stamp),
            }),
          ]),
    ],
    [answers, wholeQueue],
  );
  return instanceTracksQuery(
    instanceId === undefined ? null : instanceTracksParams(instanceId, options),
    { refreshInterval: options.paused ? 0 : QUEUE_POLL_MS, use },
  );
}
