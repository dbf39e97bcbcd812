import { instanceKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';
import { instanceTracksReads } from './track-load-request';

/**
 * The right column's lists come from the same GET as the queue with includePopular,
 * includeRecent or includeRandom set (2-secondary §7). They are not polled: the recent list is
 * reloaded when the playing track changes, Random when the user presses Refresh.
 */
const listReads = reads({
  ...instanceTracksReads,
  refreshInterval: 0,
  revalidateOnFocus: false,
  keepPreviousData: true,
});

/** Most Popular and Recently Played. */
export function useInstanceHistory(
  instanceId: string | undefined,
  counts: { popularTrackNum: number; recentTrackNum: number },
) {
  return useApiQuery(
    instanceKeys.paths.tracks,
    instanceId === undefined
      ? null
      : {
          params: {
            path: { id: instanceId, loadAll: false },
            query: {
              includePopular: true,
              includeRecent: true,
              includeRandom: false,
              queuedTrackNum: 1,
              popularTrackNum: counts.popularTrackNum,
              recentTrackNum: counts.recentTrackNum,
            },
          },
        },
    listReads,
  );
}

/** The Random list. */
export function useInstanceRandom(instanceId: string | undefined, randomTrackNum: number) {
  return useApiQuery(
    instanceKeys.paths.tracks,
    instanceId === undefined
      ? null
      : {
          params: {
            path: { id: instanceId, loadAll: false },
            query: {
              includePopular: false,
              includeRecent: false,
              includeRandom: true,
              queuedTrackNum: 1,
              randomTrackNum,
            },
          },
        },
    listReads,
  );
}
