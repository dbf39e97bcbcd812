import { useEffect, useRef } from 'react';
import { useInstancesAsShown } from '@/api/instances/use-instances-as-shown';

interface PageState {
  isOnline: boolean;
  /** The playing track's id, undefined when nothing plays. */
  playingId: string | undefined;
}

/**
 * The sidebar agrees with the instance page: the page polls every second, the sidebar
 * every 10 s, so when the page's answer says something else about this instance (online or not,
 * which track plays) than the sidebar shows, the sidebar's list is fetched again at once. Once per
 * state of the page: a list that still disagrees is not asked again until the page changes or
 * the two have agreed in between.
 */
export function useSidebarAgreement(instanceId: string, page: PageState | undefined) {
  const list = useInstancesAsShown();
  const askedFor = useRef<string | null>(null);
  const { data, mutate } = list;
  const isOnline = page?.isOnline;
  const playingId = page?.playingId;

  useEffect(() => {
    if (isOnline === undefined || !data) return;
    const shown = data.instances.find((instance) => instance.id === instanceId);
    if (!shown) return;
    const agrees =
      shown.isOnline === isOnline && (data.tracks[instanceId]?.id ?? '') === (playingId ?? '');
    const state = `${isOnline}:${playingId ?? ''}`;
    // Once they agree, the next disagreement is asked about again, whatever its state: after a
    // restart the list (refreshed by the action's event) can go offline before the page does,
    // and the page's coming back online is then the same state as the one asked about then.
    if (agrees) {
      askedFor.current = null;
      return;
    }
    if (askedFor.current === state) return;
    askedFor.current = state;
    void mutate();
  }, [instanceId, isOnline, playingId, data, mutate]);
}
