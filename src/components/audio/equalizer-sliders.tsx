import { memo, useCallback, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { Slider } from '@/components/ui/slider';
import {
  AUDIO_BOUNDS,
  EQUALIZER_BANDS,
  clampAudio,
  formatAudioValue,
  isOutOfRange,
  readEqualizer,
} from '@/lib/player/audio-settings';
import { useDebouncedValue } from '@/components/ui/use-debounced-value';
import { cn } from '@/lib/ui/cn';
import { t } from '@/lib/i18n';

interface EqualizerSlidersProps {
  /** The server's 10 bands; a band past ±12 pins its slider and its text says the real value. */
  bands: readonly number[];
  onSend: (bands: number[]) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Ten band sliders (31.25 Hz … 16K), sent together debounced 250 ms. Below 640 px they are
 * folded behind an "Equalizer" button (ten full-width sliders are most of a phone's page, and a
 * page a thumb scrolls past, not through); wider, they are always shown, under their legend.
 */
export const EqualizerSliders = memo(function EqualizerSliders({
  bands,
  onSend,
  disabled,
  className,
}: EqualizerSlidersProps) {
  const [unfolded, setUnfolded] = useState(false);
  const bandsId = useId();
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
    <fieldset data-slot="equalizer" className={cn('grid gap-3 sm:grid-cols-2', className)}>
      <legend className="mb-2 text-sm font-semibold max-sm:sr-only">{t('audio.equalizer')}</legend>
      <button
        type="button"
        data-slot="equalizer-toggle"
        aria-expanded={unfolded}
        aria-controls={bandsId}
        onClick={() => setUnfolded((was) => !was)}
        className="flex min-h-11 items-center justify-between gap-2 rounded-md text-sm font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring sm:hidden"
      >
        {t('audio.equalizer')}
        <ChevronDown
          aria-hidden
          className={cn('size-4 shrink-0 transition-transform', unfolded && 'rotate-180')}
        />
      </button>
      <div id={bandsId} className={cn('contents', !unfolded && 'max-sm:hidden')}>
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
      </div>
    </fieldset>
  );
});
