import { useEffect, useState } from 'react';
import { whenIdle } from '@/lib/scheduling/when-idle';

/**
 * False until the browser is first idle after mount (at most `timeoutMs`): what is below the fold
 * (the Most Popular, Recently Played and Random lists) asks for its data then, so it does not
 * compete with the first screen's largest paint, the now-playing cover (issue #32).
 */
export function useFirstIdle(timeoutMs = 3000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), timeoutMs), [timeoutMs]);
  return ready;
}
