import { useCallback } from 'react';
import { setAudioValue } from '@/api/instances/audio-actions';
import { useInstancePage } from './instance-page-context';

/**
 * Sends the player's volume (the docked bar's, the phone's full player's, the mini player's):
 * one action, so every volume slider of the page asks the server the same way.
 */
export function useVolume(): (value: number) => void {
  const { instanceId, ctx } = useInstancePage();
  return useCallback(
    (value: number) => void setAudioValue(ctx, instanceId, 'volume', value),
    [ctx, instanceId],
  );
}
