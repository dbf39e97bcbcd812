/**
 * The instance page's track-load request: the queue's poll and the route's preload make the very
 * same one, so SWR's preload hands its answer to the poll's first fetch.
 */

interface TrackLoadOptions {
  /** 'Load N more tracks' was pressed: every queued track, not the first page. */
  loadAll: boolean;
  /** The queuedTrackNum preference: the first page's size. */
  queuedTrackNum: number;
}

/** The track-load request of the queue's poll: also what the route preloads (src/app/app-routes.tsx). */
export function instanceTracksParams(
  instanceId: string,
  { loadAll, queuedTrackNum }: TrackLoadOptions,
) {
  return {
    path: { id: instanceId, loadAll },
    query: {
      includePopular: false,
      includeRecent: false,
      includeRandom: false,
      queuedTrackNum,
    },
  };
}
