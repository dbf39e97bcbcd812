import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIO_BOUNDS,
  clampAudio,
  EQUALIZER_BANDS,
  formatAudioValue,
  isOutOfRange,
  MODIFIER_DEFAULTS,
  normaliseEqualizer,
  readEqualizer,
  PRESETS,
  presetsFor,
  type AudioSetting,
} from './audio-settings';
import { ACTIONS } from '../messages';
import { ROOT } from '../admin/permissions';

const settings = Object.keys(AUDIO_BOUNDS) as AudioSetting[];

describe('slider bounds', () => {
  it('are the spec bounds', () => {
    const range = (s: AudioSetting) => [AUDIO_BOUNDS[s].min, AUDIO_BOUNDS[s].max];
    expect(range('volume')).toEqual([0, 100]);
    expect(range('rate')).toEqual([10, 500]);
    expect(range('tempo')).toEqual([10, 500]);
    expect(range('pitch')).toEqual([-16, 16]);
    expect(range('crossfade')).toEqual([0, 30]);
    expect(range('band')).toEqual([-12, 12]);
  });

  it('has the band centres of the spec', () => {
    expect(EQUALIZER_BANDS.map((b) => b.label)).toEqual([
      '31.25',
      '62.5',
      '125',
      '250',
      '500',
      '1K',
      '2K',
      '4K',
      '8K',
      '16K',
    ]);
  });
});

describe('clampAudio', () => {
  it('clamps, rounds and replaces junk with the neutral value', () => {
    expect(clampAudio('volume', 150)).toBe(100);
    expect(clampAudio('rate', 5)).toBe(10);
    expect(clampAudio('pitch', -20)).toBe(-16);
    expect(clampAudio('pitch', 2.6)).toBe(3);
    expect(clampAudio('rate', Number.NaN)).toBe(100);
    expect(clampAudio('crossfade', '5')).toBe(0);
    expect(clampAudio('band', -0.2)).toBe(0);
    expect(Object.is(clampAudio('band', -0.2), -0)).toBe(false);
  });

  it('always lands on a whole value inside the bounds', () => {
    fc.assert(
      fc.property(fc.constantFrom(...settings), fc.anything(), (setting, value) => {
        const v = clampAudio(setting, value);
        expect(Number.isInteger(v)).toBe(true);
        expect(v).toBeGreaterThanOrEqual(AUDIO_BOUNDS[setting].min);
        expect(v).toBeLessThanOrEqual(AUDIO_BOUNDS[setting].max);
      }),
    );
  });
});

describe('normaliseEqualizer', () => {
  it('gives 10 slider values from a list or its JSON string', () => {
    expect(normaliseEqualizer([6, 5, 3])).toEqual([6, 5, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(normaliseEqualizer('[1,2,3,4,5,6,7,8,9,10,11]')).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(normaliseEqualizer(Array(10).fill(64))).toEqual(Array(10).fill(12));
    expect(normaliseEqualizer('not json')).toEqual(Array(10).fill(0));
    expect(normaliseEqualizer(undefined)).toEqual(Array(10).fill(0));
  });
});

describe('a value past the slider (Ouch my Ears: every band at 64)', () => {
  it('pins the slider at its end and reads as the server holds it, at both ends', () => {
    const held = readEqualizer([64, -64, 12, -12, 13, -13, 0, 2.4, 'x', null]);
    expect(held).toEqual([64, -64, 12, -12, 13, -13, 0, 2, 0, 0]);
    expect(normaliseEqualizer(held)).toEqual([12, -12, 12, -12, 12, -12, 0, 2, 0, 0]);
    expect(held.map((band) => isOutOfRange('band', band))).toEqual([
      true,
      true,
      false,
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(formatAudioValue('band', 64)).toBe('+64 dB');
    expect(formatAudioValue('band', -64)).toBe('-64 dB');
    expect(formatAudioValue('band', 12)).toBe('+12 dB');
  });

  it('holds for every setting: a bound is in range, one past it is not', () => {
    for (const setting of Object.keys(AUDIO_BOUNDS) as AudioSetting[]) {
      const { min, max } = AUDIO_BOUNDS[setting];
      expect([min - 1, min, max, max + 1].map((v) => isOutOfRange(setting, v))).toEqual([
        true,
        false,
        false,
        true,
      ]);
    }
    expect(isOutOfRange('volume', Number.NaN)).toBe(false);
    expect(formatAudioValue('volume', 150)).toBe('150%');
  });
});

describe('formatAudioValue', () => {
  it('adds a plus sign to a positive pitch', () => {
    expect(formatAudioValue('pitch', 3)).toBe('+3');
    expect(formatAudioValue('pitch', 0)).toBe('0');
    expect(formatAudioValue('pitch', -3)).toBe('-3');
  });

  it("shows crossfade 0 as 'Crossfade disabled' and seconds otherwise", () => {
    expect(formatAudioValue('crossfade', 0)).toBe('Crossfade disabled');
    expect(formatAudioValue('crossfade', 12)).toBe('12s');
  });

  it('shows volume, rate and tempo as percentages and bands in dB', () => {
    expect(formatAudioValue('volume', 75)).toBe('75%');
    expect(formatAudioValue('rate', 120)).toBe('120%');
    expect(formatAudioValue('tempo', 100)).toBe('100%');
    expect(formatAudioValue('band', 6)).toBe('+6 dB');
    expect(formatAudioValue('band', -4)).toBe('-4 dB');
  });
});

describe('presets', () => {
  it('hold the spec values', () => {
    const byId = Object.fromEntries(PRESETS.map((p) => [p.id, p]));
    expect(byId.nightcore?.rate).toBe(120);
    expect(byId.bassBoost?.bands).toEqual([6, 5, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(byId.trebleBoost?.bands).toEqual([0, 0, 0, 0, 0, 0, 0, 3, 5, 6]);
    expect(byId.vocalLift?.bands).toEqual([0, 0, 0, 0, 2, 3, 3, 2, 0, 0]);
    expect(byId.cutLowsAndHighs?.bands).toEqual([-4, -3, 0, 0, 0, 0, 0, 0, -3, -4]);
    expect(byId.ouchMyEars?.volume).toBe(100);
    expect(byId.ouchMyEars?.bands).toEqual(Array(10).fill(64));
    expect(byId.reset?.actions).toEqual(['resetSettings']);
    expect(MODIFIER_DEFAULTS.equalizer).toEqual(Array(10).fill(0));
  });

  it('call actions that exist, and only Ouch my Ears is root only', () => {
    for (const preset of PRESETS) {
      for (const key of preset.actions) expect(ACTIONS[key]).toBeDefined();
      expect(preset.rootOnly).toBe(preset.id === 'ouchMyEars');
    }
  });

  it('shows Ouch my Ears to root only', () => {
    expect(presetsFor([ROOT]).map((p) => p.label)).toEqual([
      'Nightcore',
      'Bass boost',
      'Treble boost',
      'Vocal lift',
      'Cut lows and highs',
      'Ouch my Ears',
      'Reset',
    ]);
    expect(presetsFor(['web:controls:eq']).map((p) => p.id)).not.toContain('ouchMyEars');
    expect(presetsFor([])).toHaveLength(6);
  });
});
