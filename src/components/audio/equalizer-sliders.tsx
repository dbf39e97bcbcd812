import { memo, useCallback } from 'react';
import { Slider } from '@/components/ui/slider';
import {
  AUDIO_BOUNDS,
  EQUALIZER_BANDS,
  clampAudio,
  formatAudioValue,
  isOutOfRange,
  readEqualizer,
} from '@/lib/audio-settings';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { t } from '@/lib/i18n';

interface EqualizerSlidersProps {
  /** The server's 10 bands; a band past ±12 pins its slider and its text says the real value. */
  bands: readonly number[];
  onSend: (bands: number[]) => void;
  disabled?: boolean;
}

/** Ten band sliders (31.25 Hz … 16K), sent together debounced 250 ms. */
export const EqualizerSliders = memo(function EqualizerSliders({
  bands,
  onSend,
  disabled,
}: EqualizerSlidersProps) {
  const held = readEqualizer(bands);
  const server = held.map((band) => clampAudio('band', band));
  const [shown, change] = useDebouncedValue(server.join(','), (joined) =>
    onSend(joined.split(',').map(Number)),
  );
  const values = shown.split(',').map(Number);
  const setBand = useCallback(
    (index: number, value: number) => {
      const next = [...values];
      next[index] = value;
      change(next.join(','));
    },
    [values, change],
  );
  const { min, max, step } = AUDIO_BOUNDS.band;
  return (
    <fieldset data-slot="equalizer" className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">{t('audio.equalizer')}</legend>
      {EQUALIZER_BANDS.map((band, index) => {
        const value = values[index] ?? 0;
        // Until the user moves it, a band the slider cannot reach reads as the server holds it.
        const outside = value === server[index] && isOutOfRange('band', held[index]);
        return (
          <Slider
            key={band.hz}
            label={t('audio.bandHz', { band: band.label })}
            min={min}
            max={max}
            step={step}
            value={value}
            onValueChange={(next) => setBand(index, next)}
            formatValue={(v) => formatAudioValue('band', outside ? (held[index] ?? v) : v)}
            outOfRange={outside}
            disabled={disabled}
          />
        );
      })}
    </fieldset>
  );
});
