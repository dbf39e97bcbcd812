import { useMemo } from 'react';
import { useSWRConfig } from 'swr';
import type { AdminActionContext } from '@/api/actions/admin-action-context';
import { useConfirmDialog } from '@/app/providers/confirm-provider';

/** What admin actions need: this cache's mutate and the app's confirm dialog. */
export function useAdminActionContext(): AdminActionContext {
  const confirm = useConfirmDialog();
  const { mutate } = useSWRConfig();
  return useMemo(() => ({ confirm, mutate }), [confirm, mutate]);
}
