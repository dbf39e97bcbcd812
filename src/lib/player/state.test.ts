import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPlaying,
  playbackControl,
  playerStateLabel,
  providerName,
  showsProgressBar,
  STREAMING_PROVIDER,
} from './state';

describe('player state', () => {
  it('names the states by index', () => {
    expect(playerStateLabel(0)).toBe('Playing');
    expect(playerStateLabel(1)).toBe('Paused');
    expect(playerStateLabel(2)).toBe('Stopped');
    expect(playerStateLabel(3)).toBe('Unknown');
    expect(playerStateLabel(-1)).toBe('Unknown');
    expect(playerStateLabel(0.5)).toBe('Unknown');
  });

  it('shows Pause while playing and Resume in every other state', () => {
    expect(isPlaying(0)).toBe(true);
    expect(playbackControl(0)).toEqual({ action: 'pause', label: 'Pause' });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double()).filter((n) => n !== 0),
        (type) => {
          expect(isPlaying(type)).toBe(false);
          expect(playbackControl(type)).toEqual({ action: 'resume', label: 'Resume' });
        },
      ),
    );
  });
});

describe('streaming providers', () => {
  it('names every provider code of the spec', () => {
    expect(STREAMING_PROVIDER).toEqual({
      spotify: 0,
      youtube: 1,
      soundcloud: 2,
      radio: 99,
      external: 100,
    });
    expect([0, 1, 2, 99, 100].map(providerName)).toEqual([
      'Spotify',
      'YouTube',
      'SoundCloud',
      'Radio',
      'External',
    ]);
    expect(providerName(3)).toBe('Unknown');
    expect(providerName(Number.NaN)).toBe('Unknown');
  });

  it('shows a progress bar for Spotify, YouTube and SoundCloud only', () => {
    expect([0, 1, 2, 99, 100, 3, -1].map(showsProgressBar)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
