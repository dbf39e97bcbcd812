import { useMemo } from 'react';
import { isPlaying } from '@/lib/player-state';
import type { ProgressSync } from '@/lib/progress';

interface PlayerFields {
  playerStateType: number;
  playerProgress: number;
  playerProgressUpdated: string;
  playerRate: number;
  playerTempo: number;
}

/**
 * The progress sync of the playing track, the same object while nothing in it changed, so a poll
 * that brings the same values re-renders no progress element.
 */
export function useProgressSync(
  instance: PlayerFields | undefined,
  durationMs: number | undefined,
): ProgressSync | undefined {
  const fraction = instance?.playerProgress;
  const updatedAt = instance?.playerProgressUpdated;
  const state = instance?.playerStateType;
  const rate = instance?.playerRate;
  const tempo = instance?.playerTempo;
  return useMemo(
    () =>
      fraction === undefined || updatedAt === undefined || state === undefined
        ? undefined
        : {
            fraction,
            updatedAt,
            durationMs: durationMs ?? 0,
            playing: isPlaying(state),
            rate,
            tempo,
          },
    [fraction, updatedAt, state, rate, tempo, durationMs],
  );
}
