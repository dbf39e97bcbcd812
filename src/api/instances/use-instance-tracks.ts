import { instanceKeys } from './keys';
import { useMemo } from 'react';
import { instanceTracksParams } from './track-load-params';
import { instanceTracksReads } from './track-load-request';
import type { WholeQueueHolder } from '../query/first-page-polls';
import { observeAnswers, type AnswerObserver } from '../query/observe-answers';
import { reads, useApiQuery, type ReadData } from '../query/reads';

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

/**
 * The instance page's 1 s poll (instanceTracksReads): with the queue's answer observer, and the
 * first-page join after "Load N more tracks".
 */
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
