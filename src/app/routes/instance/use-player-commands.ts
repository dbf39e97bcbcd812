import { useCallback, useState } from 'react';
import type { ActionContext } from '@/api/mutation/action-context';
import { restartTrack, skip, stop, togglePlayback } from '@/api/instances/player-actions';
import type { PlayerCommand } from '@/components/player/player-controls';

/**
 * The player's buttons and their keys (Space, N): one command at a time, the pressed button busy
 * until the server has answered.
 */
export function usePlayerCommands(ctx: ActionContext, instanceId: string) {
  const [busy, setBusy] = useState<PlayerCommand | null>(null);
  const run = useCallback(
    async (command: PlayerCommand) => {
      setBusy(command);
      try {
        if (command === 'pause' || command === 'resume') {
          await togglePlayback(ctx, instanceId, command === 'pause');
        } else if (command === 'stop') await stop(ctx, instanceId);
        else if (command === 'restartTrack') await restartTrack(ctx, instanceId);
        else await skip(ctx, instanceId);
      } finally {
        setBusy(null);
      }
    },
    [ctx, instanceId],
  );
  return { busy, run };
}
