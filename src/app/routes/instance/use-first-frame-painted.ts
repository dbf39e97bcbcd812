import { useEffect, useState } from 'react';

/**
 * False until the first frame with `ready` true has been painted, then true for good: what the
 * first screen does not need can draw in the next task instead of holding that frame back.
 */
export function useFirstFramePainted(ready: boolean): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    if (!ready || painted) return;
    // A task queued from an animation frame runs once that frame is on screen.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, painted]);
  return painted;
}
