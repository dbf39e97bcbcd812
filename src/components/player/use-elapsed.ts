import { useEffect, useState } from 'react';
import { elapsedAt, PROGRESS_TICK_MS, type ProgressSync } from '@/lib/player/progress';

/**
 * Milliseconds played, advanced every 100 ms from the last server sync (1-core §4). Only the
 * component calling it re-renders on a tick, and there is no ticking while paused, so the queue
 * and the rest of the page stay still. `now` is injectable for stories and tests.
 */
export function useElapsed(sync: ProgressSync | undefined, now: () => number = Date.now): number {
  const [nowMs, setNowMs] = useState(now);
  const playing = sync?.playing ?? false;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => setNowMs(now()), PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing, now]);
  return sync ? elapsedAt(sync, nowMs) : 0;
}
