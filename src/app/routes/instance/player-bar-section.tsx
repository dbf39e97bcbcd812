import { useCallback } from 'react';
import { setAudioValue } from '@/api/actions/audio';
import { PlayerBar } from '@/components/player/player-bar';
import type { PlayerCommand } from '@/components/player/player-controls';
import { LANDMARKS } from '@/lib/messages';
import { useInstancePage } from './instance-page-context';
import type { PlayerState } from './player-section';
import { useSeek } from './use-seek';

interface PlayerBarSectionProps {
  player: PlayerState;
  /** Below 1024 px: the full player's controls are on screen, so the mini player is not. */
  fullPlayerInView: boolean;
  /** Brings the full player back into view. */
  onExpand: () => void;
  /** Below 1024 px the bar is the mini player (the full player is the page's "Player"). */
  compact: boolean;
}

/** The player bar docked at the window's foot (the mini player on a phone), with the volume. */
export function PlayerBarSection({
  player,
  fullPlayerInView,
  onExpand,
  compact,
}: PlayerBarSectionProps) {
  const { instance, current, progress, busy, onCommand, disabledReason } = player;
  const { instanceId, ctx } = useInstancePage();
  const onSeek = useSeek();
  const onVolume = useCallback(
    (value: number) => void setAudioValue(ctx, instanceId, 'volume', value),
    [ctx, instanceId],
  );
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
      label={compact ? LANDMARKS.miniPlayer : LANDMARKS.player}
    />
  );
}
