import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { reachability } from '@/api/reachability';
import { askFailedReadsAgain } from '@/api/reachability/recovery';
import { useAnnounce } from '@/app/providers/announcer-provider';
import { connectionBannerText } from '@/components/layout/connection-banner';
import { formatSince, type Reachability } from '@/lib/connection/reachability';

/** Whether the server can be reached (src/api/reachability.ts), for any screen. */
export function useReachability(): Reachability {
  return useSyncExternalStore(reachability.subscribe, reachability.getSnapshot);
}

/**
 * The signed-in frame's watch over the connection (issue #42 item 11): listens to the browser's
 * online/offline events, probes with `probe` while the server cannot be reached (the sidebar's
 * own read of the instance list, through its SWR hook, so its answer is that read's answer),
 * asks once more for each read that failed when it can again (recovery.ts), and announces the
 * banner once when it appears (a polite announcement, not one per failed poll). Returns what the
 * banner shows, or null.
 */
export function useConnectionWatch(
  probe: () => Promise<unknown>,
): { kind: 'offline' | 'unreachable'; since: string } | null {
  const { cache, mutate } = useSWRConfig();
  const announce = useAnnounce();
  const state = useReachability();
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

  const since = state.unreachableSince;
  const kind = state.offline ? 'offline' : 'unreachable';
  useEffect(() => {
    if (since !== null) announce(connectionBannerText(kind, formatSince(since)));
    // Once per outage: a change of kind (offline, then failing) is not news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [since, announce]);
  return since === null ? null : { kind, since: formatSince(since) };
}
