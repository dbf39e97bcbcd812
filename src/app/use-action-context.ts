import { useLayoutEffect, useMemo, useRef } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionContext } from '@/api/actions/action-context';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { toastNotifier } from '@/app/show-toast';

/**
 * The context every action runs in (instance and admin alike): the app's confirm dialog, its
 * toasts, this cache's mutate, and an optional callback after each call that reached the server
 * (the instance page revalidates its poll there). Stable across renders.
 */
export function useActionContext(onSettled?: () => void): ActionContext {
  const confirm = useConfirmDialog();
  const { mutate } = useSWRConfig();
  const settled = useRef(onSettled);
  useLayoutEffect(() => {
    settled.current = onSettled;
  });
  return useMemo(
    () => ({
      confirm: (question: string) => confirm({ description: question }),
      notify: toastNotifier,
      mutate,
      onSettled: () => settled.current?.(),
    }),
    [confirm, mutate],
  );
}
