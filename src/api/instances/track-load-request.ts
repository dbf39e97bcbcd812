/**
 * The instance page's track-load request: the queue's poll and the route's preload make the very
 * same one through the same steps, so SWR's preload hands its answer to the poll's first fetch.
 * It stands apart from the poll's hook (use-instance-tracks.ts): the preload runs from the first
 * screen's code, before the instance route's code has arrived, and needs only this. Its request's
 * parameters are in ./track-load-params.ts, which the boot script reads too.
 */
import { instanceKeys } from './keys';
import { instanceTracksParams } from './track-load-params';
import { preloadRead, type ReadInit, type ReadOptions } from '../query/reads';

type TrackLoadInit = ReadInit<'/api/track/{id}/{loadAll}'>;

/**
 * How GET /api/track/{id}/{loadAll} is read: the instance page's queue, player, lyrics and audits, polled
 * every second (1-core §4); after "Load N more tracks" the second's poll asks for the first page
 * and the whole queue comes more rarely (`wholeQueue`, src/api/query/first-page-polls.ts).
 * Dedupe stays under the interval so no poll is swallowed. SWR does not poll while the tab is
 * hidden (refreshWhenHidden is off); the caller pauses polling while a row is dragged. Popular,
 * recent and random are left out here: they have their own hooks. An answer equal to the last
 * one is the same object (share-answers.ts), so nothing re-renders.
 */
export const instanceTracksReads = {
  refreshInterval: 1000,
  refreshWhenHidden: false,
  keepPreviousData: true,
  // The queue poll's first page and now-playing draw a returning visit's page at once
  // (last-known.ts); neither the whole queue after "Load N more tracks" (it may be 10,000
  // tracks) nor the lists below the fold are kept.
  keepsLastKnown: ({ params: { path, query } }) =>
    !path.loadAll && !query?.includePopular && !query?.includeRecent && !query?.includeRandom,
} satisfies ReadOptions<TrackLoadInit>;

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
