import type { Notifier } from '@/api/actions/action-context';

type ToastKind = keyof Notifier;

let toastify: Promise<typeof import('./providers/toast-host')> | null = null;

/**
 * Shows a toast through the app's toast host. react-toastify (9 KiB gzip) comes in the host's
 * chunk, after the first screen, instead of with every screen that may raise a toast (issue #32:
 * it was in the instance page's first load). Toasts keep their order: each waits on one import.
 */
export function showToast(kind: ToastKind, message: string): void {
  toastify ??= import('./providers/toast-host');
  void toastify.then(({ toast }) => toast[kind](message));
}

/** The actions' notifier: toasts through the app's toast host. */
export const toastNotifier: Notifier = {
  success: (message) => showToast('success', message),
  error: (message) => showToast('error', message),
  info: (message) => showToast('info', message),
};
