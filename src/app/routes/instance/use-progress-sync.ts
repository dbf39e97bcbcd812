import { useMemo } from 'react';
import { isPlaying } from '@/lib/player/state';
import { elapsedAt, type ProgressSync } from '@/lib/player/progress';

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
  /** While the server cannot be reached: since when (the progress stops there). */
  frozenAt: number | null = null,
): ProgressSync | undefined {
  const fraction = instance?.playerProgress;
  const updatedAt = instance?.playerProgressUpdated;
  const state = instance?.playerStateType;
  const rate = instance?.playerRate;
  const tempo = instance?.playerTempo;
  return useMemo(() => {
    if (fraction === undefined || updatedAt === undefined || state === undefined) return undefined;
    const sync: ProgressSync = {
      fraction,
      updatedAt,
      durationMs: durationMs ?? 0,
      playing: isPlaying(state),
      rate,
      tempo,
    };
    if (frozenAt === null || !sync.playing || !(sync.durationMs > 0)) return sync;
    // The last known position, held still: nothing says the track played on.
    return {
      ...sync,
      fraction: elapsedAt(sync, frozenAt) / sync.durationMs,
      updatedAt: frozenAt,
      playing: false,
    };
  }, [fraction, updatedAt, state, rate, tempo, durationMs, frozenAt]);
}
