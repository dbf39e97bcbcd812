import { memo, useCallback } from 'react';
import { Slider } from '@/components/ui/slider';
import {
  AUDIO_BOUNDS,
  EQUALIZER_BANDS,
  formatAudioValue,
  normaliseEqualizer,
} from '@/lib/audio-settings';
import { useDebouncedValue } from './use-debounced-value';

interface EqualizerSlidersProps {
  /** The server's 10 bands (clamped to ±12 for the sliders). */
  bands: readonly number[];
  onSend: (bands: number[]) => void;
}

/** Ten band sliders (31.25 Hz … 16K), sent together debounced 250 ms. */
export const EqualizerSliders = memo(function EqualizerSliders({
  bands,
  onSend,
}: EqualizerSlidersProps) {
  const server = normaliseEqualizer(bands);
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
      <legend className="mb-2 text-sm font-semibold">Equalizer</legend>
      {EQUALIZER_BANDS.map((band, index) => (
        <Slider
          key={band.hz}
          label={`${band.label} Hz`}
          min={min}
          max={max}
          step={step}
          value={values[index] ?? 0}
          onValueChange={(value) => setBand(index, value)}
          formatValue={(v) => formatAudioValue('band', v)}
        />
      ))}
    </fieldset>
  );
});
