import { memo } from 'react';
import { Slider } from '@/components/ui/slider';
import {
  AUDIO_BOUNDS,
  clampAudio,
  formatAudioValue,
  isOutOfRange,
  type AudioSetting,
} from '@/lib/player/audio-settings';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { t, type MessageId } from '@/lib/i18n';

/** Each setting's name in the page's language (lib/player/audio-settings names them in English). */
const SETTING_LABELS = {
  volume: 'audio.volume',
  rate: 'audio.rate',
  tempo: 'audio.tempo',
  pitch: 'audio.pitch',
  crossfade: 'audio.crossfade',
  band: 'audio.band',
} as const satisfies Record<AudioSetting, MessageId>;

interface AudioSliderProps {
  setting: AudioSetting;
  /** The server's value; it wins again about 1 s after the user's last change was sent. */
  value: number;
  onSend: (value: number) => void;
  label?: string;
  /** The label is read, not shown (the player bar's volume, beside a speaker icon). */
  hideLabel?: boolean;
  disabled?: boolean;
  /** Page-wide keys that change it (the volume's - + M): its `aria-keyshortcuts`. */
  keyShortcuts?: string;
  className?: string;
}

/** One audio slider with the spec's bounds and formatting, sent debounced 250 ms. */
export const AudioSlider = memo(function AudioSlider({
  setting,
  value,
  onSend,
  label,
  hideLabel,
  disabled,
  keyShortcuts,
  className,
}: AudioSliderProps) {
  const bounds = AUDIO_BOUNDS[setting];
  const pinned = clampAudio(setting, value);
  const [shown, change] = useDebouncedValue(pinned, onSend);
  // Until the user moves it, a value the slider cannot reach reads as the server holds it.
  const outside = shown === pinned && isOutOfRange(setting, value);
  return (
    <Slider
      label={label ?? t(SETTING_LABELS[setting])}
      min={bounds.min}
      max={bounds.max}
      step={bounds.step}
      value={shown}
      onValueChange={change}
      formatValue={(v) => formatAudioValue(setting, outside ? value : v)}
      outOfRange={outside}
      hideLabel={hideLabel}
      disabled={disabled}
      keyShortcuts={keyShortcuts}
      className={className}
    />
  );
});
