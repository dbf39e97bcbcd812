import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionContext } from '@/api/mutation/action-context';
import { useConfirmDialog } from '@/app/providers/confirm-provider';
import { toastNotifier } from '@/app/show-toast';

/**
 * The context every action runs in (instance, admin and settings alike): the app's confirm
 * dialog, its toasts and this cache's mutate, through which an action revalidates the keys it
 * names; its event goes to the window. Which screens refresh which way: docs/architecture.md,
 * "Data flow". Stable across renders.
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
