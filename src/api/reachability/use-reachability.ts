import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { askFailedReadsAgain } from './recovery';
import type { Reachability } from './rule';
import { reachability } from './store';

/** Whether the server can be reached (store.ts), for any screen. */
export function useReachability(): Reachability {
  return useSyncExternalStore(reachability.subscribe, reachability.get);
}

/**
 * The signed-in frame's watch over the connection: listens to the browser's online/offline
 * events, probes with `probe` while the server cannot be reached (the sidebar's own read of the
 * instance list, through its SWR hook, so its answer is that read's answer), and asks once more
 * for each read that failed when it can again (recovery.ts).
 */
export function useReachabilityWatch(probe: () => Promise<unknown>): Reachability {
  const { cache, mutate } = useSWRConfig();
  const runProbe = useEffectEvent(probe);
  useEffect(() => {
    reachability.start();
    reachability.setProbe(() => runProbe());
    return () => reachability.setProbe(null);
  }, []);
  useEffect(() => {
    let cancel = () => {};
    const stop = reachability.onRecover(() => {
      cancel();
      cancel = askFailedReadsAgain(cache, mutate);
    });
    return () => {
      stop();
      cancel();
    };
  }, [cache, mutate]);
  return useReachability();
}
