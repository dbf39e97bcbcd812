import { useEffect } from 'react';
import type { ToastAction } from '@/api/mutation/action-context';
import { ToastWithAction } from '@/components/ui/toast-with-action';
import { Toaster } from '@/components/ui/toaster';
import { preferences } from './preferences-store';

/** How screens raise toasts (src/app/show-toast.ts): one chunk holds the host and the library. */
export { toast } from 'react-toastify';

let markMounted = () => {};

/**
 * Settles once the toast area is on the page. A toast raised before must wait for it: react-toastify
 * hands the toasts it holds to the first container that subscribes, and React's StrictMode (in
 * development) unsubscribes that one again at once, so a toast raised while the area's chunk was
 * still loading (a link dropped just after the instance page appeared) was never shown.
 */
export const toastHostMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** A toast with a button stays at least this long: time to reach it with a thumb. */
export const ACTION_TOAST_MIN_MS = 8000;

/** How long a toast with a button stays: the setting, at least ACTION_TOAST_MIN_MS (0 stays). */
export function actionToastAutoClose(): number | false {
  const { notificationTimeout } = preferences.atLoad();
  return notificationTimeout === 0 ? false : Math.max(notificationTimeout, ACTION_TOAST_MIN_MS);
}

/**
 * A toast's content with a button (the remove toast's Undo): offered while the toast shows;
 * pressing it closes the toast and runs the action.
 */
export function withAction(message: string, action: ToastAction) {
  function Content({ closeToast }: { closeToast?: () => void }) {
    return (
      <ToastWithAction
        message={message}
        actionLabel={action.label}
        onAction={() => action.run()}
        closeToast={closeToast}
      />
    );
  }
  return Content;
}

/** react-toastify's own default, which the spec keeps wherever no setting applies (§9). */
export const DEFAULT_TOAST_AUTO_CLOSE_MS = 5000;

/**
 * The toast area, configured from the notification settings as they were when the page loaded
 * (they take effect on Apply, which reloads). A time of 0 keeps toasts until dismissed.
 * The position holds at every width, and toasts keep clear of what must be reached
 * (docs/screens.md, "Player bar and toasts"; toaster.css): bottom toasts rise above the player
 * bar (the mini player on a phone) while one is on the page, and below 768 px top toasts sit
 * under the app's header, clear of its menu button and of the search sheet's title and close
 * button.
 */
export function ToastHost() {
  const {
    notificationPosition,
    notificationTheme,
    notificationStack,
    notificationLimit,
    notificationTimeout,
  } = preferences.atLoad();
  // After the container's own subscription (a child's effect runs first), and after StrictMode's
  // second run of both: the promise's callbacks run once this commit's effects are done.
  useEffect(() => markMounted(), []);
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
