import { useMemo } from 'react';
import type { ActionContext } from '@/api/mutation/action-context';
import { enqueue } from '@/api/instances/queue-actions';
import type { InstancePageValue } from './instance-page-context';

/** What the page's sections share (instance-page-context.ts), the same object while unchanged. */
export function useInstancePageValue(
  instanceId: string,
  ctx: ActionContext,
  openDetails: (uri: string) => void,
): InstancePageValue {
  return useMemo<InstancePageValue>(
    () => ({
      instanceId,
      ctx,
      openDetails,
      enqueue: (request) => void enqueue(ctx, instanceId, request),
    }),
    [instanceId, ctx, openDetails],
  );
}
