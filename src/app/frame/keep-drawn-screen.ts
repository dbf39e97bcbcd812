/**
 * Keeps the page as drawn with the person's last answers (last-screen-capture.ts), for the boot
 * script to paint on the next visit. The capture is needed only once answers change or the page
 * is left, so its code loads after the first screen, out of the entry; the notice's words and time
 * come from here, where the app's text and the server list's key already are.
 */
import { instanceKeys } from '@/api/instances/keys';
import { lastKnown } from '@/api/query/last-known';
import type { Entry } from '@/api/query/last-known-store';
import { formatSince } from '@/api/reachability/rule';
import { preferences } from '@/app/providers/preferences-store';
import { t } from '@/lib/i18n';
import { loadChunk } from '@/lib/scheduling/load-chunk';

/** The app's own last-known notice for a kept screen, with the time the shell shows: its server list's. */
function noticeFor(entries: readonly Entry[], now: number): string {
  const listAt = entries.find((entry) => instanceKeys.only('list')(entry.key))?.at ?? now;
  return t('connection.lastKnown', { time: formatSince(listAt) });
}

/** After the first render: from then on every write of the answers keeps the page as drawn. */
export function keepDrawnScreen(): void {
  loadChunk(() => import('./last-screen-capture')).then(
    ({ captureScreen }) =>
      lastKnown.keepScreenWith((entries) => {
        const now = Date.now();
        return captureScreen(document, {
          serversHidden: preferences.get().serverListHidden,
          notice: noticeFor(entries, now),
          now,
        });
      }),
    // Not loaded: the next visit paints the frame, as it would without a kept screen.
    () => {},
  );
}
