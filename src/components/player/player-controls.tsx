import { memo } from 'react';
import { Pause, Play, RotateCcw, SkipForward, Square } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { playbackControl } from '@/lib/player/state';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';
import { ariaKeys, withShortcut, type ShortcutAction } from '@/lib/player/shortcuts';

export type PlayerCommand = 'pause' | 'resume' | 'stop' | 'restartTrack' | 'skip';

/** The shortcut that runs each button's command. */
const SHORTCUT_OF: Record<PlayerCommand, ShortcutAction> = {
  pause: 'togglePlayback',
  resume: 'togglePlayback',
  stop: 'stop',
  restartTrack: 'restartTrack',
  skip: 'skip',
};

interface PlayerControlsProps {
  playerStateType: number;
  /** No track: only resume makes sense, the rest are disabled. */
  hasTrack: boolean;
  onCommand: (command: PlayerCommand) => void;
  /** The command waiting for the server, shown busy. */
  busy?: PlayerCommand | null;
  /** Set, every button is disabled and says why (hover title, screen-reader description). */
  disabledReason?: string;
  /** Only the playback button and Skip: the mini player's two, beside its title. */
  minimal?: boolean;
  className?: string;
}

/** Pause or Resume by state, Stop, Restart track and Skip (minimal: Pause or Resume, and Skip). */
export const PlayerControls = memo(function PlayerControls({
  playerStateType,
  hasTrack,
  onCommand,
  busy = null,
  disabledReason,
  minimal = false,
  className,
}: PlayerControlsProps) {
  const playback = playbackControl(playerStateType);
  const PlaybackIcon = playback.action === 'pause' ? Pause : Play;
  const button = (command: PlayerCommand, label: string, Icon: typeof Play, enabled = true) => (
    <Button
      key={command}
      variant={command === playback.action ? 'primary' : 'outline'}
      size="icon"
      aria-label={label}
      // Its page-wide key, said by a screen reader and shown in the tooltip: "Stop (S)".
      aria-keyshortcuts={ariaKeys(SHORTCUT_OF[command])}
      title={
        disabledReason
          ? t('player.disabledTitle', { label, reason: disabledReason })
          : withShortcut(label, SHORTCUT_OF[command])
      }
      aria-description={disabledReason}
      loading={busy === command}
      disabled={!enabled || disabledReason !== undefined}
      onClick={() => onCommand(command)}
    >
      <Icon className="size-4" />
    </Button>
  );
  return (
    <div
      data-slot="player-controls"
      role="group"
      aria-label={t('player.controls')}
      className={cn('flex flex-wrap items-center gap-2', className)}
    >
      {button(
        playback.action,
        playback.action === 'pause' ? t('player.pause') : t('player.resume'),
        PlaybackIcon,
      )}
      {!minimal && button('stop', t('player.stop'), Square, hasTrack)}
      {!minimal && button('restartTrack', t('player.restartTrack'), RotateCcw, hasTrack)}
      {button('skip', t('player.skip'), SkipForward, hasTrack)}
    </div>
  );
});
