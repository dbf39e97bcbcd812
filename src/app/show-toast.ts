import type { Notifier, ToastAction } from '@/api/mutation/action-context';
import { loadChunk } from '@/lib/scheduling/load-chunk';

type ToastKind = keyof Notifier;

let toastify: Promise<typeof import('./providers/toast-host')> | null = null;

/**
 * Shows a toast through the app's toast host. react-toastify comes in the host's chunk, after the
 * first screen, instead of with every screen that may raise a toast, so no first screen waits for
 * it. Toasts keep their order: each waits on one import.
 */
export function showToast(kind: ToastKind, message: string, action?: ToastAction): void {
  // The chunk, then the toast area on the page (toast-host.tsx's toastHostMounted says why).
  toastify ??= loadChunk(() => import('./providers/toast-host')).then(async (host) => {
    await host.toastHostMounted;
    return host;
  });
  const host = toastify;
  host.then(
    ({ toast, withAction, actionToastAutoClose }) => {
      if (action === undefined) toast[kind](message);
      else toast[kind](withAction(message, action), { autoClose: actionToastAutoClose() });
    },
    (error: unknown) => {
      // A failed load is said in the console and not kept: the next toast asks for the chunk
      // again, rather than every later toast failing on the first one's network error.
      if (toastify === host) toastify = null;
      console.error('[toast] could not show:', message, error);
    },
  );
}

/** The actions' notifier: toasts through the app's toast host. */
export const toastNotifier: Notifier = {
  success: (message, action) => showToast('success', message, action),
  error: (message, action) => showToast('error', message, action),
  info: (message) => showToast('info', message),
};
