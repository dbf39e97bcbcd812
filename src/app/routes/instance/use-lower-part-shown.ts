import { useEffect } from 'react';
import { preloadActivityTab } from './activity-tab';
import { useFirstFramePainted } from './use-first-frame-painted';

/**
 * Whether the page draws its lower part (lower-part.ts: tabs, queue, player bar, search sheet)
 * yet. On a phone the first frame with data is the header and the player: the now-playing cover,
 * the page's largest paint, waits neither for the lower part's code nor for its render (about
 * 350 ms at 4x slowdown; issue #32), which comes in a later task, all of it below the player or
 * off screen, so nothing on screen moves. From 1024 px the tabs and the queue sit beside the
 * player: drawn at once (the route waits for their code, instance-route.tsx).
 */
export function useLowerPartShown(shown: boolean, compact: boolean): boolean {
  const firstFramePainted = useFirstFramePainted(shown);
  useEffect(() => {
    // After the frame that first shows the page, so the cover's paint is not held back by it.
    if (firstFramePainted) preloadActivityTab();
  }, [firstFramePainted]);
  return firstFramePainted || !compact;
}
