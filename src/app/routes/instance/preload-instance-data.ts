import type { Params } from 'react-router-dom';
import { dropBootRead } from '@/api/boot-read';
import { preloadInstanceTracks } from '@/api/instances/track-load-request';
import { preferences } from '@/app/providers/preferences-store';

/**
 * The instance route's preload: when a URL matches the route, its track-load request starts
 * beside the route's code instead of after it. It is the very request the page's poll makes first
 * (same SWR key, same steps, one cache): SWR's preload hands it to the poll's first fetch. The
 * router runs it only when an address lands on the route with a new id (src/app/app-routes.tsx),
 * so only while no page of this instance is mounted, and the queue's edit ordering
 * (src/lib/queue/edit-ledger.ts) is untouched: no edit can exist before a page has shown its
 * first answer. On the address the page was opened at, the boot script has usually sent that
 * request already (src/app/boot/early-cover.ts): the client takes its answer, and once this
 * preload has asked, an answer nobody took is dropped (src/api/boot-read.ts).
 */
export function preloadInstanceData(params: Params): void {
  if (params.id !== undefined) {
    void preloadInstanceTracks(params.id, preferences.get().queuedTrackNum).finally(dropBootRead);
  }
}
