/**
 * The audio controls panel (1-core §5 "Audio slider bounds" and §9): slider bounds, equalizer
 * bands, presets and how each value is shown. Values come from the server, so everything here
 * accepts odd input and never throws.
 */
import { intlLocale, t, type MessageId } from '../i18n';
import { ACTIONS, type ActionKey } from '../messages';
import { canUseOuchMyEars } from '../admin/permissions';

export type AudioSetting = 'volume' | 'rate' | 'tempo' | 'pitch' | 'crossfade' | 'band';

export interface AudioBounds {
  label: string;
  min: number;
  max: number;
  step: number;
  /** The value that leaves the sound unchanged; used when the server sends no usable value. */
  neutral: number;
}

/** Bounds whose `label` is read from the catalog when asked for (the active language's word). */
function bounds(label: MessageId, min: number, max: number, neutral: number): AudioBounds {
  return {
    get label() {
      return t(label);
    },
    min,
    max,
    step: 1,
    neutral,
  };
}

export const AUDIO_BOUNDS: Record<AudioSetting, AudioBounds> = {
  volume: bounds('instanceMessages.audioVolume', 0, 100, 100),
  rate: bounds('instanceMessages.audioRate', 10, 500, 100),
  tempo: bounds('instanceMessages.audioTempo', 10, 500, 100),
  pitch: bounds('instanceMessages.audioPitch', -16, 16, 0),
  crossfade: bounds('instanceMessages.audioCrossfade', 0, 30, 0),
  band: bounds('instanceMessages.audioEqualizerBand', -12, 12, 0),
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

const BAND_COUNT = EQUALIZER_BANDS.length;

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
 * English keeps the spec's "100%" and "5s"; other languages write percent and seconds their way
 * through Intl ("100 %", "5 Sek.").
 */
export function formatAudioValue(setting: AudioSetting, value: number): string {
  const { neutral } = AUDIO_BOUNDS[setting];
  const v = Number.isFinite(value) ? Math.round(value) + 0 : neutral;
  const english = intlLocale() === 'en';
  switch (setting) {
    case 'volume':
    case 'rate':
    case 'tempo':
      return english ? `${v}%` : unit(v, 'percent');
    case 'pitch':
      return signed(v);
    case 'crossfade':
      if (v <= 0) return t('instanceMessages.crossfadeDisabled');
      return english ? `${v}s` : unit(v, 'second');
    case 'band':
      return `${signed(v)} dB`;
  }
}

function unit(value: number, name: 'percent' | 'second'): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
  }).format(value);
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
  /** The name the panel shows, in the active language. */
  readonly label: string;
  /** Only root sees it. */
  rootOnly: boolean;
  /** The actions it calls, in order (their permissions, confirmations and toasts in messages). */
  actions: readonly ActionKey[];
  /** Toasted once when all its actions went through (each action itself stays silent). */
  readonly success: string;
  /** Values it sends: rate for nightcore, volume and/or bands for the others. */
  rate?: number;
  volume?: number;
  bands?: readonly number[];
}

const PRESET_LABELS: Record<PresetId, MessageId> = {
  nightcore: 'instanceMessages.presetNightcore',
  bassBoost: 'instanceMessages.presetBassBoost',
  trebleBoost: 'instanceMessages.presetTrebleBoost',
  vocalLift: 'instanceMessages.presetVocalLift',
  cutLowsAndHighs: 'instanceMessages.presetCutLowsAndHighs',
  ouchMyEars: 'instanceMessages.presetOuchMyEars',
  reset: 'instanceMessages.presetReset',
};

/**
 * A preset whose label and toast are read in the active language when shown. Every preset says
 * the same kind of thing when it lands: the spec's default success toast, or Reset's own
 * 'Modifiers reset'. A class, not a plain object: tools that deep-copy plain objects (Storybook's
 * args) keep it as it is instead of reading its words before a language is active.
 */
class LocalisedPreset implements Preset {
  readonly id: PresetId;
  readonly rootOnly: boolean;
  readonly actions: readonly ActionKey[];
  readonly rate?: number;
  readonly volume?: number;
  readonly bands?: readonly number[];

  constructor(fields: Omit<Preset, 'label' | 'success'>) {
    this.id = fields.id;
    this.rootOnly = fields.rootOnly;
    this.actions = fields.actions;
    if (fields.rate !== undefined) this.rate = fields.rate;
    if (fields.volume !== undefined) this.volume = fields.volume;
    if (fields.bands !== undefined) this.bands = fields.bands;
  }

  get label(): string {
    return t(PRESET_LABELS[this.id]);
  }

  get success(): string {
    const success = this.id === 'reset' ? ACTIONS.resetSettings.success : null;
    return t(success ?? 'general.success');
  }
}

const preset = (fields: Omit<Preset, 'label' | 'success'>): Preset => new LocalisedPreset(fields);

const eq = (id: PresetId, bands: number[]): Preset =>
  preset({ id, rootOnly: false, actions: ['adjustEqualizer'], bands });

/** The presets in the order the panel shows them. */
export const PRESETS: readonly Preset[] = [
  preset({ id: 'nightcore', rootOnly: false, actions: ['nightcore'], rate: 120 }),
  eq('bassBoost', [6, 5, 3, 0, 0, 0, 0, 0, 0, 0]),
  eq('trebleBoost', [0, 0, 0, 0, 0, 0, 0, 3, 5, 6]),
  eq('vocalLift', [0, 0, 0, 0, 2, 3, 3, 2, 0, 0]),
  eq('cutLowsAndHighs', [-4, -3, 0, 0, 0, 0, 0, 0, -3, -4]),
  preset({
    id: 'ouchMyEars',
    rootOnly: true,
    actions: ['adjustVolume', 'adjustEqualizer'],
    volume: 100,
    // Deliberately far past the ±12 slider limit: that is the joke.
    bands: Array<number>(BAND_COUNT).fill(64),
  }),
  preset({ id: 'reset', rootOnly: false, actions: ['resetSettings'] }),
];

/** The presets a user may see: Ouch my Ears for root only. */
export function presetsFor(roles: readonly string[]): Preset[] {
  const root = canUseOuchMyEars(roles);
  return PRESETS.filter((preset) => root || !preset.rootOnly);
}
