/**
 * The instance page's track-load request, as parameters and as the address the app's client
 * sends it to: the queue's poll and the route's preload ask with these (./track-load-request.ts),
 * and the boot script starts the same request before the app's code (src/app/boot/early-cover.ts).
 * No imports: the boot script carries it.
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

/**
 * The address of the page's first track-load request (the first page of the queue), exactly as
 * the app's client writes it for the same parameters, so the client can take the boot script's
 * request as its own (src/api/boot-read.ts).
 */
export function firstTracksUrl(apiOrigin: string, instanceId: string, queuedTrackNum: number) {
  const { path, query } = instanceTracksParams(instanceId, { loadAll: false, queuedTrackNum });
  const search = Object.entries(query)
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${apiOrigin}/api/track/${encodeURIComponent(path.id)}/${String(path.loadAll)}?${search}`;
}
