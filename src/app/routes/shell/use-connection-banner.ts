import { useEffect } from 'react';
import { useReachabilityWatch } from '@/api/reachability/use-reachability';
import { formatSince } from '@/api/reachability/rule';
import { useAnnounce } from '@/app/providers/announcer-provider';
import { connectionBannerText } from '@/components/layout/connection-banner';

/**
 * The shell's connection banner: watches the connection (src/api/reachability/) and announces
 * the banner once when it appears (a polite announcement, not one per failed poll). Returns what
 * the banner shows, or null.
 */
export function useConnectionBanner(
  probe: () => Promise<unknown>,
): { kind: 'offline' | 'unreachable'; since: string } | null {
  const announce = useAnnounce();
  const state = useReachabilityWatch(probe);
  const since = state.unreachableSince;
  const kind = state.offline ? 'offline' : 'unreachable';
  useEffect(() => {
    if (since !== null) announce(connectionBannerText(kind, formatSince(since)));
    // Once per outage: a change of kind (offline, then failing) is not news.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [since, announce]);
  return since === null ? null : { kind, since: formatSince(since) };
}
