import { useCallback } from 'react';
import { PlayerBar } from '@/components/player/player-bar';
import type { PlayerCommand } from '@/components/player/player-controls';
import type { PlayerState } from './player-section';
import { useSeek } from './use-seek';
import { useVolume } from './use-volume';

interface PlayerBarSectionProps {
  player: PlayerState;
  /** Below 1024 px: the full player's controls are on screen, so the mini player is not. */
  fullPlayerInView: boolean;
  /** Brings the full player back into view. */
  onExpand: () => void;
}

/** The player bar docked at the window's foot (the mini player on a phone), with the volume. */
export function PlayerBarSection({ player, fullPlayerInView, onExpand }: PlayerBarSectionProps) {
  const { instance, current, progress, busy, onCommand, disabledReason } = player;
  const onSeek = useSeek();
  const onVolume = useVolume();
  const onPlayerCommand = useCallback(
    (command: PlayerCommand) => void onCommand(command),
    [onCommand],
  );
  return (
    <PlayerBar
      track={current}
      playerStateType={instance.playerStateType}
      sync={progress}
      busy={busy}
      onCommand={onPlayerCommand}
      onSeek={onSeek}
      volume={player.volume}
      onVolume={onVolume}
      disabledReason={disabledReason}
      onExpand={onExpand}
      fullPlayerInView={fullPlayerInView}
    />
  );
}
