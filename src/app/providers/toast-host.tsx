import { PHONE_QUERY, useMediaQuery } from '@/app/use-media-query';
import { Toaster } from '@/components/ui/toaster';
import { toastPositionFor } from '@/lib/toast-position';
import { preferencesAtLoad } from './preferences-store';

/** How screens raise toasts (src/app/show-toast.ts): one chunk holds the host and the library. */
export { toast } from 'react-toastify';

/** react-toastify's own default, which the spec keeps wherever no setting applies (§9). */
export const DEFAULT_TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The toast area, configured from the notification settings as they were when the page loaded
 * (they take effect on Apply, which reloads). A time of 0 keeps toasts until dismissed.
 * Toasts keep the player bar and the last queue row free (README, "Player bar and toasts"): on a
 * phone a bottom position shows at the top (`toastPositionFor`); wider, bottom toasts rise above
 * the player bar while one is on the page (toaster.css).
 */
export function ToastHost() {
  const {
    notificationPosition,
    notificationTheme,
    notificationStack,
    notificationLimit,
    notificationTimeout,
  } = preferencesAtLoad();
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <Toaster
      position={toastPositionFor(notificationPosition, phone)}
      theme={notificationTheme}
      stacked={notificationStack}
      limit={notificationLimit}
      autoClose={notificationTimeout === 0 ? false : notificationTimeout}
    />
  );
}
