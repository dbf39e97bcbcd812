import type { Params } from 'react-router-dom';
import { preloadInstanceTracks } from '@/api/instances/track-load-request';
import { preferences } from '@/app/providers/preferences-store';

/**
 * The instance route's preload: when a URL matches the route, its track-load request starts
 * beside the route's code instead of after it. It is the very request the page's poll makes first
 * (same SWR key, same steps, one cache): SWR's preload hands it to the poll's first fetch. The
 * router runs it only when an address lands on the route with a new id (src/app/app-routes.tsx),
 * so only while no page of this instance is mounted, and the queue's edit ordering
 * (src/lib/queue/edit-ledger.ts) is untouched: no edit can exist before a page has shown its
 * first answer.
 */
export function preloadInstanceData(params: Params): void {
  if (params.id !== undefined) {
    void preloadInstanceTracks(params.id, preferences.get().queuedTrackNum);
  }
}
