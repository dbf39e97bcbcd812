import { useCallback } from 'react';
import { seek } from '@/api/actions/player';
import type { InstanceTrack, InstanceTracksData } from '@/api/hooks/use-instance-tracks';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { PlayerControls, type PlayerCommand } from '@/components/player/player-controls';
import { isPlaying } from '@/lib/player-state';
import type { ProgressSync } from '@/lib/progress';
import { useInstancePage } from './instance-page-context';

interface PlayerSectionProps {
  instance: InstanceTracksData['instance'];
  current: InstanceTrack | undefined;
  progress: ProgressSync | undefined;
  /** The command the server is answering (its button spins). */
  busy: PlayerCommand | null;
  onCommand: (command: PlayerCommand) => Promise<void>;
  /** Set (the instance is offline): every control is disabled, saying why. */
  disabledReason?: string;
}

/** The playing track's card with its seek bar, and the player's buttons under it. */
export function PlayerSection({
  instance,
  current,
  progress,
  busy,
  onCommand,
  disabledReason,
}: PlayerSectionProps) {
  const { instanceId, ctx, openDetails } = useInstancePage();
  const onSeek = useCallback(
    (fraction: number) => void seek(ctx, instanceId, fraction),
    [ctx, instanceId],
  );
  return (
    <div className="flex shrink-0 flex-col gap-3 lg:w-80">
      {current && progress ? (
        <NowPlayingCard
          track={current}
          playerStateType={instance.playerStateType}
          voiceChannelName={instance.voiceChannelName}
          sync={progress}
          onOpen={openDetails}
          onSeek={disabledReason ? undefined : onSeek}
        />
      ) : null}
      <PlayerControls
        playerStateType={instance.playerStateType}
        hasTrack={current !== undefined || isPlaying(instance.playerStateType)}
        onCommand={(command) => void onCommand(command)}
        busy={busy}
        disabledReason={disabledReason}
        // Thumb-sized and centred under the cover where this is the phone's player.
        className="max-lg:justify-center max-lg:gap-4 max-lg:[&_button]:size-12"
      />
    </div>
  );
}
