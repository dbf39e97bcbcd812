import { Toaster } from '@/components/ui/toaster';
import { preferencesAtLoad } from './preferences-store';

/** react-toastify's own default, which the spec keeps wherever no setting applies (§9). */
export const DEFAULT_TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The toast area, configured from the notification settings as they were when the page loaded
 * (they take effect on Apply, which reloads). A time of 0 keeps toasts until dismissed.
 */
export function ToastHost() {
  const {
    notificationPosition,
    notificationTheme,
    notificationStack,
    notificationLimit,
    notificationTimeout,
  } = preferencesAtLoad();
  return (
    <Toaster
      position={notificationPosition}
      theme={notificationTheme}
      stacked={notificationStack}
      limit={notificationLimit}
      autoClose={notificationTimeout === 0 ? false : notificationTimeout}
    />
  );
}
