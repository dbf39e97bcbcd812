import { useEffect, useSyncExternalStore } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/api/client';
import { reachability } from '@/api/reachability';
import { useAnnounce } from '@/app/providers/announcer-provider';
import { connectionBannerText } from '@/components/layout/connection-banner';
import { formatSince, type Reachability } from '@/lib/connection/reachability';

/** Whether the server can be reached (src/api/reachability.ts), for any screen. */
export function useReachability(): Reachability {
  return useSyncExternalStore(reachability.subscribe, reachability.getSnapshot);
}

/**
 * The signed-in frame's watch over the connection (issue #42 item 11): listens to the browser's
 * online/offline events, probes with the instance list (the sidebar's own small read) while the
 * server cannot be reached, revalidates every active query at once when it can again, and
 * announces the banner once when it appears (a polite announcement, not one per failed poll).
 * Returns what the banner shows, or null.
 */
export function useConnectionWatch(): { kind: 'offline' | 'unreachable'; since: string } | null {
  const { mutate } = useSWRConfig();
  const announce = useAnnounce();
  const state = useReachability();
  useEffect(() => {
    reachability.start();
    reachability.setProbe(() => api.GET('/api/instance'));
    return () => reachability.setProbe(null);
  }, []);
  useEffect(() => reachability.onRecover(() => void mutate(() => true)), [mutate]);

  const since = state.unreachableSince;
  const kind = state.offline ? 'offline' : 'unreachable';
  useEffect(() => {
    if (since !== null) announce(connectionBannerText(kind, formatSince(since)));
    // Once per outage: a change of kind (offline, then failing) is not news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [since, announce]);
  return since === null ? null : { kind, since: formatSince(since) };
}
