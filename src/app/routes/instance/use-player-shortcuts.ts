import { useCallback, useEffect, useRef } from 'react';
import type { ActionContext } from '@/api/mutation/action-context';
import { setAudioValue } from '@/api/instances/audio-actions';
import { seek } from '@/api/instances/player-actions';
import { useAnnounce } from '@/app/providers/announcer-provider';
import type { PlayerCommand } from '@/components/player/player-controls';
import { SLIDER_DEBOUNCE_MS, useDebouncedValue } from '@/components/ui/use-debounced-value';
import { AUDIO_BOUNDS, clampAudio } from '@/lib/player/audio-settings';
import { formatDuration } from '@/lib/format/duration';
import { t } from '@/lib/i18n';
import { SEEK_STEP_MS, VOLUME_STEP, type ShortcutAction } from '@/lib/player/shortcuts';
import { elapsedAt, type ProgressSync } from '@/lib/player/progress';

interface PlayerShortcutOptions {
  ctx: ActionContext;
  instanceId: string;
  /** The server's volume (0–100). */
  serverVolume: number;
  /** The playing track's progress; no seeking without it or with no length (a stream). */
  progress: ProgressSync | undefined;
  /** Runs a player button's command (Stop and Restart track ask first, as the buttons do). */
  runCommand: (command: PlayerCommand) => void;
}

/**
 * The player's shortcuts beyond Space and N, each sent as the sliders are:
 * one request 250 ms after the keys stop, however many presses came before. A burst of volume
 * keys and M is one volume request with where the keys left it, and the page's sliders show it at
 * once; a burst of J and L is one seek; S or R pressed again within the burst is one command,
 * the last one pressed. Stop and Restart track still ask first (runAction's confirmation).
 *
 * What the volume and seek keys did is said in the live region ("Volume 45%", "Muted", "Position
 * 1:20 of 3:45"); stop and restart are not, as their toasts already say it.
 *
 * Unmute returns to the volume before the mute; muted before this page opened, to 100 (the bot's
 * own level, the volume slider's neutral value), the only level the page can know.
 */
export function usePlayerShortcuts({
  ctx,
  instanceId,
  serverVolume,
  progress,
  runCommand,
}: PlayerShortcutOptions) {
  const announce = useAnnounce();
  const muteIntent = useRef<'mute' | 'unmute' | null>(null);
  const beforeMute = useRef<number | null>(null);
  // Where the keys of the current burst left the volume: presses that come before React has
  // rendered the last one (held keys, a fast burst) still add up. Cleared once it is sent.
  const keyVolume = useRef<number | null>(null);
  const sendVolume = useCallback(
    async (value: number) => {
      keyVolume.current = null;
      const intent = muteIntent.current;
      muteIntent.current = null;
      const outcome = await setAudioValue(ctx, instanceId, 'volume', value);
      if (outcome.status !== 'done') return;
      if (value === 0) announce(t('a11y.muted'));
      else
        announce(
          intent === 'unmute'
            ? t('a11y.unmutedAt', { percent: value })
            : t('a11y.volumeAt', { percent: value }),
        );
    },
    [ctx, instanceId, announce],
  );
  const [volume, changeVolume] = useDebouncedValue(
    clampAudio('volume', serverVolume),
    (value) => void sendVolume(value),
  );

  const timers = useRef<{ seek?: number; command?: number }>({});
  const seekTarget = useRef<number | null>(null);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      window.clearTimeout(pending.seek);
      window.clearTimeout(pending.command);
    };
  }, []);

  const seekBy = (deltaMs: number) => {
    const durationMs = progress?.durationMs ?? 0;
    if (progress === undefined || !(durationMs > 0)) return;
    const from = seekTarget.current ?? elapsedAt(progress, Date.now());
    const target = Math.min(durationMs, Math.max(0, from + deltaMs));
    seekTarget.current = target;
    window.clearTimeout(timers.current.seek);
    timers.current.seek = window.setTimeout(() => {
      seekTarget.current = null;
      void seek(ctx, instanceId, target / durationMs).then((outcome) => {
        if (outcome.status === 'done') {
          announce(
            t('a11y.positionAt', {
              elapsed: formatDuration(target),
              total: formatDuration(durationMs),
            }),
          );
        }
      });
    }, SLIDER_DEBOUNCE_MS);
  };
  const commandAfterBurst = (command: PlayerCommand) => {
    window.clearTimeout(timers.current.command);
    timers.current.command = window.setTimeout(() => runCommand(command), SLIDER_DEBOUNCE_MS);
  };
  const setKeyVolume = (value: number) => {
    keyVolume.current = value;
    changeVolume(value);
  };
  const volumeBy = (delta: number) => {
    muteIntent.current = null;
    setKeyVolume(clampAudio('volume', (keyVolume.current ?? volume) + delta));
  };
  const toggleMute = () => {
    const now = keyVolume.current ?? volume;
    if (now > 0) {
      beforeMute.current = now;
      muteIntent.current = 'mute';
      setKeyVolume(0);
    } else {
      muteIntent.current = 'unmute';
      setKeyVolume(beforeMute.current ?? AUDIO_BOUNDS.volume.neutral);
    }
  };

  const handlers: Partial<Record<ShortcutAction, () => void>> = {
    stop: () => commandAfterBurst('stop'),
    restartTrack: () => commandAfterBurst('restartTrack'),
    seekBack: () => seekBy(-SEEK_STEP_MS),
    seekForward: () => seekBy(SEEK_STEP_MS),
    volumeDown: () => volumeBy(-VOLUME_STEP),
    volumeUp: () => volumeBy(VOLUME_STEP),
    mute: toggleMute,
  };
  return { volume, handlers };
}
