import { useEffect } from 'react';
import { t } from '@/lib/i18n';

/**
 * The tab's title while the instance page is open: the playing track and its artists (1-core
 * §5 "Page title is the track name and artists and is reset on leaving"), the dashboard's name
 * while nothing plays, and the dashboard's name again on leaving. It writes the dashboard's name
 * rather than the title it found: on a direct load or a reload the page's effect runs before
 * anything else set the title, and the one it found could be another page's track.
 */
export function usePageTitle(track: string | undefined): void {
  useEffect(() => {
    document.title = track ?? t('page.title');
  }, [track]);
  useEffect(
    () => () => {
      document.title = t('page.title');
    },
    [],
  );
}
