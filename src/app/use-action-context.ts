import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionContext } from '@/api/mutation/action-context';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { toastNotifier } from '@/app/show-toast';

/**
 * The context every action runs in (instance and admin alike): the app's confirm dialog, its
 * toasts and this cache's mutate. A screen refreshes after an action through the action's
 * window event, not through the context (run-action.ts). Stable across renders.
 */
export function useActionContext(): ActionContext {
  const confirm = useConfirmDialog();
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      confirm: (question: string) => confirm({ description: question }),
      notify: toastNotifier,
      mutate,
    }),
    [confirm, mutate],
  );
}
