import { useEffect } from 'react';
import { preloadActivityTab } from './activity-tab';
import { useAfterFirstFrame } from './use-after-first-frame';
import { usePageRest } from './use-page-rest';
import type { PageRest } from './page-rest-code';

/**
 * The page's lower part (instance-page-rest.ts) once it may draw. On a phone the first frame
 * with data is the header and the player: the now-playing cover, the page's largest paint, waits
 * neither for the rest of the page's code (its own chunk) nor for its render (about 350 ms at 4x
 * slowdown; issue #32). The rest (tabs, queue, player bar, search sheet) draws in a later task,
 * all of it below the player or off screen, so nothing on screen moves. From 1024 px the tabs and
 * the queue sit beside the player and the aside beside the page: the route waits for their code
 * (app-routes.tsx) and the page draws in one frame, as before.
 */
export function useDeferredPageRest(shown: boolean, compact: boolean): PageRest | undefined {
  const firstFramePainted = useAfterFirstFrame(shown);
  const pageRest = usePageRest();
  useEffect(() => {
    // After the frame that first shows the page, so the cover's paint is not held back by it.
    if (firstFramePainted) preloadActivityTab();
  }, [firstFramePainted]);
  return firstFramePainted || !compact ? pageRest : undefined;
}
