import { useCallback } from 'react';
import { seek } from '@/api/instances/player-actions';
import { useInstancePage } from './instance-page-context';

/** Sends a seek to the fraction of the bar the user chose (the cover's and the player bar's). */
export function useSeek(): (fraction: number) => void {
  const { instanceId, ctx } = useInstancePage();
  return useCallback((fraction: number) => void seek(ctx, instanceId, fraction), [ctx, instanceId]);
}
