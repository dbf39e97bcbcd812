import { memo } from 'react';
import { Button } from '@/components/ui/button';
import type { Preset, PresetId } from '@/lib/player/audio-settings';
import { cn } from '@/lib/ui/cn';
import { VOLUME_KEYS } from '@/lib/player/shortcuts';
import { AudioSlider } from './audio-slider';
import { EqualizerSliders } from './equalizer-sliders';
import { t, type MessageId } from '@/lib/i18n';

export type AudioValueSetting = 'volume' | 'rate' | 'tempo' | 'pitch' | 'crossfade';

interface AudioValues {
  volume: number;
  rate: number;
  tempo: number;
  pitch: number;
  crossfade: number;
  equalizer: readonly number[];
}

interface AudioControlsProps {
  values: AudioValues;
  /** The presets this user may use (Ouch my Ears for root only). */
  presets: readonly Preset[];
  onChange: (setting: AudioValueSetting, value: number) => void;
  onEqualizer: (bands: number[]) => void;
  onPreset: (preset: Preset) => void;
  /** Set, every control is disabled and says why (the instance is offline). */
  disabledReason?: string;
  className?: string;
}

/** Each preset's name in the page's language (lib/player/audio-settings names them in English). */
const PRESET_LABELS = {
  nightcore: 'audio.presetNightcore',
  bassBoost: 'audio.presetBassBoost',
  trebleBoost: 'audio.presetTrebleBoost',
  vocalLift: 'audio.presetVocalLift',
  cutLowsAndHighs: 'audio.presetCutLowsAndHighs',
  ouchMyEars: 'audio.presetOuchMyEars',
  reset: 'audio.presetReset',
} as const satisfies Record<PresetId, MessageId>;

const SETTINGS: readonly AudioValueSetting[] = ['volume', 'rate', 'tempo', 'pitch', 'crossfade'];

/** The Controls tab: volume, rate, tempo, pitch, crossfade, the equalizer and the presets. */
export const AudioControls = memo(function AudioControls({
  values,
  presets,
  onChange,
  onEqualizer,
  onPreset,
  disabledReason,
  className,
}: AudioControlsProps) {
  const disabled = disabledReason !== undefined;
  return (
    <div
      data-slot="audio-controls"
      className={cn('grid gap-5 p-2', className)}
      title={disabledReason}
      aria-description={disabledReason}
    >
      {/* On a phone the sliders leave a gutter at their end: a thumb scrolls the page there
          without touching one (and a vertical swipe on one scrolls too, src/lib/ui/touch-slide.ts). */}
      <div className="grid gap-4 max-sm:pe-10 sm:grid-cols-2">
        {SETTINGS.map((setting) => (
          <AudioSlider
            key={setting}
            setting={setting}
            value={values[setting]}
            onSend={(value) => onChange(setting, value)}
            disabled={disabled}
            keyShortcuts={setting === 'volume' ? VOLUME_KEYS : undefined}
          />
        ))}
      </div>
      <EqualizerSliders
        bands={values.equalizer}
        onSend={onEqualizer}
        disabled={disabled}
        className="max-sm:pe-10"
      />
      <div role="group" aria-label={t('audio.presets')} className="flex flex-wrap gap-2">
        {presets.map((preset) => (
          <Button
            key={preset.id}
            variant={preset.id === 'reset' ? 'outline' : 'secondary'}
            size="sm"
            disabled={disabled}
            onClick={() => onPreset(preset)}
          >
            {t(PRESET_LABELS[preset.id])}
          </Button>
        ))}
      </div>
    </div>
  );
});
