import { useLayoutEffect, useMemo, useRef } from 'react';
import { toast } from 'react-toastify';
import type { ActionContext } from '@/api/actions/instance-action';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import type { ActionKey } from '@/lib/messages';

/** Toasts through the app's toast host. */
export const toastNotifier: ActionContext['notify'] = {
  success: (message) => void toast.success(message),
  error: (message) => void toast.error(message),
  info: (message) => void toast.info(message),
};

/**
 * The context every instance action runs in: the app's confirm dialog, its toasts, and a
 * callback after each call (the page revalidates the queue there). Stable across renders.
 */
export function useActionContext(onSettled: (key: ActionKey) => void): ActionContext {
  const confirm = useConfirmDialog();
  const settled = useRef(onSettled);
  useLayoutEffect(() => {
    settled.current = onSettled;
  });
  return useMemo(
    () => ({
      confirm: (message: string) => confirm({ description: message }),
      notify: toastNotifier,
      onSettled: (key: ActionKey) => settled.current(key),
    }),
    [confirm],
  );
}
