import type { InstanceTrack, InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { usePreferences } from '@/app/providers/preferences-store';
import { toastNotifier } from '@/app/show-toast';
import { t } from '@/lib/i18n';
import { useInstanceEvents } from './use-instance-events';
import { useNowPlayingAnnouncement } from './use-now-playing-announcement';
import { usePageTitle } from './use-page-title';
import { useSidebarAgreement } from './use-sidebar-agreement';
import { useSpecialEffects } from './use-special-effects';

interface PageWideEffectsOptions {
  instanceId: string;
  /** The track-load poll's answer; undefined until the first one. */
  data: InstanceTracksData | undefined;
  current: InstanceTrack | undefined;
  /** Polls again at once (an action event says the queue changed). */
  revalidate: () => void;
}

/**
 * What the page keeps in step beyond its own markup: the window's title, the theme's special
 * effects, the live region's "Now playing", the window's action events and the sidebar's list.
 */
export function usePageWideEffects({
  instanceId,
  data,
  current,
  revalidate,
}: PageWideEffectsOptions): void {
  const { specialEffectsEnabled } = usePreferences();
  const instance = data?.instance;
  usePageTitle(
    current
      ? t('page.nowPlaying', { title: current.name, artists: current.artists.join(', ') })
      : undefined,
  );
  useSpecialEffects(specialEffectsEnabled, current);
  useNowPlayingAnnouncement(current, data !== undefined);
  useInstanceEvents(current?.id, { onAction: revalidate, onInfo: toastNotifier.info });
  useSidebarAgreement(
    instanceId,
    instance ? { isOnline: instance.isOnline, playingId: current?.id } : undefined,
  );
}
