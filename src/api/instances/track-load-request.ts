import { createFinalURL, createQuerySerializer, defaultPathSerializer } from 'openapi-fetch';
import { instanceKeys } from './keys';

/**
 * The instance page's track-load request, in a file of its own so the first-screen boot script
 * (src/app/boot/first-screen.ts) builds the very request the queue's poll makes first, with the
 * client's own URL builder, without the client.
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

/** The first page's address as the client writes it: openapi-fetch's defaults, as client.ts uses them. */
export function firstPageTrackLoadUrl(
  baseUrl: string,
  instanceId: string,
  queuedTrackNum: number,
): string {
  return createFinalURL(instanceKeys.paths.tracks, {
    baseUrl,
    params: instanceTracksParams(instanceId, { loadAll: false, queuedTrackNum }),
    querySerializer: createQuerySerializer(),
    pathSerializer: defaultPathSerializer,
  });
}
