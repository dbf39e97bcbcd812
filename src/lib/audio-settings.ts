/**
 * The audio controls panel (1-core §5 "Audio slider bounds" and §9): slider bounds, equalizer
 * bands, presets and how each value is shown. Values come from the server, so everything here
 * accepts odd input and never throws.
 */
import { ACTIONS, GENERIC_MESSAGES, type ActionKey } from './messages';
import { canUseOuchMyEars } from './permissions';

export type AudioSetting = 'volume' | 'rate' | 'tempo' | 'pitch' | 'crossfade' | 'band';

export interface AudioBounds {
  label: string;
  min: number;
  max: number;
  step: number;
  /** The value that leaves the sound unchanged; used when the server sends no usable value. */
  neutral: number;
}

export const AUDIO_BOUNDS: Record<AudioSetting, AudioBounds> = {
  volume: { label: 'Volume', min: 0, max: 100, step: 1, neutral: 100 },
  rate: { label: 'Rate', min: 10, max: 500, step: 1, neutral: 100 },
  tempo: { label: 'Tempo', min: 10, max: 500, step: 1, neutral: 100 },
  pitch: { label: 'Pitch', min: -16, max: 16, step: 1, neutral: 0 },
  crossfade: { label: 'Crossfade', min: 0, max: 30, step: 1, neutral: 0 },
  band: { label: 'Equalizer band', min: -12, max: 12, step: 1, neutral: 0 },
};

/** Band centres in Hz with the labels the sliders show. */
export const EQUALIZER_BANDS = [
  { hz: 31.25, label: '31.25' },
  { hz: 62.5, label: '62.5' },
  { hz: 125, label: '125' },
  { hz: 250, label: '250' },
  { hz: 500, label: '500' },
  { hz: 1000, label: '1K' },
  { hz: 2000, label: '2K' },
  { hz: 4000, label: '4K' },
  { hz: 8000, label: '8K' },
  { hz: 16000, label: '16K' },
] as const;

export const BAND_COUNT = EQUALIZER_BANDS.length;

/** A slider value: rounded to the step and clamped; non-numbers give the neutral value. */
export function clampAudio(setting: AudioSetting, value: unknown): number {
  const { min, max, step, neutral } = AUDIO_BOUNDS[setting];
  if (typeof value !== 'number' || !Number.isFinite(value)) return neutral;
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped)) + 0; // + 0 turns -0 into 0
}

/**
 * The server's equalizer (a list, or the JSON string of one) as exactly 10 bands, as the server
 * holds them: missing or unreadable bands are 0, the rest rounded to whole dB. A preset such as
 * Ouch my Ears sets bands beyond the sliders; `normaliseEqualizer` gives the slider positions.
 */
export function readEqualizer(bands: unknown): number[] {
  let list: unknown = bands;
  if (typeof bands === 'string') {
    try {
      list = JSON.parse(bands);
    } catch {
      list = [];
    }
  }
  const values = Array.isArray(list) ? list : [];
  return EQUALIZER_BANDS.map((_, i) => {
    const value: unknown = values[i];
    return typeof value === 'number' && Number.isFinite(value) ? Math.round(value) + 0 : 0;
  });
}

/** The 10 bands as slider positions: each clamped to the slider (±12), so 64 pins it at +12. */
export function normaliseEqualizer(bands: unknown): number[] {
  return readEqualizer(bands).map((band) => clampAudio('band', band));
}

/** A finite value the slider cannot show: the slider sits at its end, the text says the value. */
export function isOutOfRange(setting: AudioSetting, value: unknown): boolean {
  const { min, max } = AUDIO_BOUNDS[setting];
  return typeof value === 'number' && Number.isFinite(value) && (value < min || value > max);
}

/** Equal to the slider value, with a plus sign when positive: "+3", "0", "-3". */
function signed(value: number): string {
  return value > 0 ? `+${value}` : String(value);
}

/**
 * The value shown beside each slider, as the server holds it: a value past the slider's bounds
 * reads as itself (+64 dB), not as the bound the slider is pinned at. Non-numbers read neutral.
 */
export function formatAudioValue(setting: AudioSetting, value: number): string {
  const { neutral } = AUDIO_BOUNDS[setting];
  const v = Number.isFinite(value) ? Math.round(value) + 0 : neutral;
  switch (setting) {
    case 'volume':
    case 'rate':
    case 'tempo':
      return `${v}%`;
    case 'pitch':
      return signed(v);
    case 'crossfade':
      return v <= 0 ? 'Crossfade disabled' : `${v}s`;
    case 'band':
      return `${signed(v)} dB`;
  }
}

/** What the audio settings reset returns to (volume is left alone: it is not a modifier). */
export const MODIFIER_DEFAULTS = {
  rate: 100,
  tempo: 100,
  pitch: 0,
  crossfade: 0,
  equalizer: Array<number>(BAND_COUNT).fill(0),
} as const;

export type PresetId =
  | 'nightcore'
  | 'bassBoost'
  | 'trebleBoost'
  | 'vocalLift'
  | 'cutLowsAndHighs'
  | 'ouchMyEars'
  | 'reset';

export interface Preset {
  id: PresetId;
  label: string;
  /** Only root sees it. */
  rootOnly: boolean;
  /** The actions it calls, in order (their permissions, confirmations and toasts in messages). */
  actions: readonly ActionKey[];
  /** Toasted once when all its actions went through (each action itself stays silent). */
  success: string;
  /** Values it sends: rate for nightcore, volume and/or bands for the others. */
  rate?: number;
  volume?: number;
  bands?: readonly number[];
}

// Every preset says the same kind of thing when it lands: the spec's default success toast, or
// Reset's own 'Modifiers reset'.
const APPLIED = GENERIC_MESSAGES.success;

const eq = (id: PresetId, label: string, bands: number[]): Preset => ({
  id,
  label,
  success: APPLIED,
  rootOnly: false,
  actions: ['adjustEqualizer'],
  bands,
});

/** The presets in the order the panel shows them. */
export const PRESETS: readonly Preset[] = [
  {
    id: 'nightcore',
    label: 'Nightcore',
    success: APPLIED,
    rootOnly: false,
    actions: ['nightcore'],
    rate: 120,
  },
  eq('bassBoost', 'Bass boost', [6, 5, 3, 0, 0, 0, 0, 0, 0, 0]),
  eq('trebleBoost', 'Treble boost', [0, 0, 0, 0, 0, 0, 0, 3, 5, 6]),
  eq('vocalLift', 'Vocal lift', [0, 0, 0, 0, 2, 3, 3, 2, 0, 0]),
  eq('cutLowsAndHighs', 'Cut lows and highs', [-4, -3, 0, 0, 0, 0, 0, 0, -3, -4]),
  {
    id: 'ouchMyEars',
    label: 'Ouch my Ears',
    success: APPLIED,
    rootOnly: true,
    actions: ['adjustVolume', 'adjustEqualizer'],
    volume: 100,
    // Deliberately far past the ±12 slider limit: that is the joke.
    bands: Array<number>(BAND_COUNT).fill(64),
  },
  {
    id: 'reset',
    label: 'Reset',
    success: ACTIONS.resetSettings.success ?? APPLIED,
    rootOnly: false,
    actions: ['resetSettings'],
  },
];

/** The presets a user may see: Ouch my Ears for root only. */
export function presetsFor(roles: readonly string[]): Preset[] {
  const root = canUseOuchMyEars(roles);
  return PRESETS.filter((preset) => root || !preset.rootOnly);
}
