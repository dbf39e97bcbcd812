import * as React from 'react';
import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '@/lib/ui/cn';
import { documentDirection } from '@/lib/i18n';
import { useDebouncedValue } from './use-debounced-value';
import { useTouchSlide } from './use-touch-slide';

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

type ProgressBarProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Fraction done, 0–1 (out-of-range and NaN are clamped). */
  value: number;
  /** Accessible name, e.g. "Track progress". */
  label: string;
  /** What a screen reader says instead of the percentage, e.g. "1:23 of 3:45". */
  valueText?: string;
};

/** A determinate progress bar. */
function ProgressBar({ value, label, valueText, className, ...props }: ProgressBarProps) {
  const fraction = clamp01(value);
  return (
    <div
      data-slot="progress-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      aria-valuetext={valueText}
      className={cn(
        'relative h-1.5 w-full overflow-hidden rounded-full bg-progress-track',
        className,
      )}
      {...props}
    >
      <div
        data-slot="progress-bar-fill"
        className="h-full rounded-full bg-progress-fill transition-[width] duration-100 ease-linear rtl:ml-auto"
        style={{ width: `${fraction * 100}%` }}
      />
    </div>
  );
}

type SeekBarProps = Omit<
  React.ComponentProps<typeof SliderPrimitive.Root>,
  | 'children'
  | 'value'
  | 'defaultValue'
  | 'onValueChange'
  | 'onValueCommit'
  | 'onPointerUp'
  | 'onPointerCancel'
  | 'step'
  | 'dir'
> & {
  /** Fraction played, 0–1. */
  value: number;
  label: string;
  valueText?: string;
  /** Called with the fraction of the width the user let go at, or the keyboard's new position. */
  onSeek: (fraction: number) => void;
  /** Keyboard step as a fraction (arrows); Page Up/Down move twice as far. */
  step?: number;
  disabled?: boolean;
  /** Page-wide keys that seek (the thumb's `aria-keyshortcuts`), e.g. "J L". */
  keyShortcuts?: string;
  /**
   * Where a held pointer would seek to, as it moves (a fraction), and null once it lets go: the
   * times beside the bar show where the track will land, not where it is.
   */
  onScrub?: (fraction: number | null) => void;
};

/** Radix's value runs 0–100 in hundredths of a percent: a click sends its fraction, unsnapped. */
const SEEK_SCALE = 100;
const POINTER_STEP = 0.01;

/**
 * A progress bar the user can click or drive by keyboard to seek, on Radix Slider (its pointer
 * capture, focus and ARIA). It reports the fraction of its own width where the pointer was let go
 * (the spec sends that fraction to the server), mirrored in right-to-left text. The keys are ours:
 * Radix moves by one `step` for every input, while a click must not snap to 5 %.
 */
function SeekBar({
  value,
  label,
  valueText,
  onSeek,
  step = 0.05,
  disabled = false,
  keyShortcuts,
  onScrub,
  className,
  ...props
}: SeekBarProps) {
  // Arrow keys move the bar at once and send one seek once the keys settle (250 ms), so holding
  // or tapping an arrow is one request, not one per press (nor one refusal toast per press).
  const [fraction, keyTo] = useDebouncedValue(clamp01(value), onSeek);
  // Where the pointer is while it is held down (Radix reads it, in either direction), then null.
  const [held, setHeld] = React.useState<number | null>(null);
  // Sent when the pointer is let go, on our pointerup rather than Radix's commit: Radix commits
  // only a value that moved and only with pointer capture, and a click must seek even where it
  // lands on the current position or comes from a script (stories, assistive tools).
  const letGo = () => {
    if (held === null) return;
    setHeld(null);
    onSeek(clamp01(held / SEEK_SCALE));
  };
  // Radix reads the direction from a prop, not from CSS: the page's, like the slider's.
  const dir = documentDirection();
  // A finger seeks by a horizontal drag only, as a slider moves (src/lib/ui/touch-slide.ts): a
  // vertical swipe that starts on the bar scrolls the page and a tap does not seek.
  const touch = useTouchSlide({
    min: 0,
    max: SEEK_SCALE,
    step: POINTER_STEP,
    rtl: dir === 'rtl',
    disabled,
    onSlide: setHeld,
    onEnd: (next) => {
      setHeld(null);
      onSeek(clamp01(next / SEEK_SCALE));
    },
  });
  const scrubRef = React.useRef(onScrub);
  React.useEffect(() => {
    scrubRef.current = onScrub;
  });
  React.useEffect(() => {
    scrubRef.current?.(held === null ? null : clamp01(held / SEEK_SCALE));
  }, [held]);

  const handleKeyDown = (event: React.KeyboardEvent<HTMLSpanElement>) => {
    if (disabled) return;
    const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const back = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = {
      [forward]: fraction + step,
      [back]: fraction - step,
      ArrowUp: fraction + step,
      ArrowDown: fraction - step,
      PageUp: fraction + step * 2,
      PageDown: fraction - step * 2,
      Home: 0,
      End: 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    // Handled here: Radix skips its own key handling for a prevented event.
    event.preventDefault();
    keyTo(clamp01(next));
  };

  return (
    <SliderPrimitive.Root
      data-slot="seek-bar"
      dir={dir}
      min={0}
      max={SEEK_SCALE}
      step={POINTER_STEP}
      value={[held ?? fraction * SEEK_SCALE]}
      disabled={disabled}
      onKeyDown={handleKeyDown}
      onValueChange={([next = 0]) => setHeld(next)}
      data-scrubbing={held === null ? undefined : ''}
      className={cn(
        // 24 px tall for a mouse (WCAG 2.5.8); the bar itself stays thin. A vertical swipe that
        // starts on it is the page's scroll (pan-y).
        'group relative flex h-6 w-full cursor-pointer touch-pan-y items-center rounded-full outline-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
      {...props}
      onPointerDown={touch.onPointerDown}
      onPointerMove={touch.onPointerMove}
      onPointerUp={(event) => {
        touch.onPointerUp(event);
        if (event.pointerType !== 'touch') letGo();
      }}
      onPointerCancel={(event) => {
        touch.onPointerCancel(event);
        if (event.pointerType !== 'touch') setHeld(null);
      }}
    >
      <SliderPrimitive.Track className="relative h-1.5 w-full overflow-hidden rounded-full bg-progress-track group-hover:h-2">
        <SliderPrimitive.Range
          data-slot="seek-bar-fill"
          className="absolute h-full rounded-full bg-progress-fill"
        />
      </SliderPrimitive.Track>
      {/* The focusable role="slider", an unseen knob (the ring is drawn on the whole bar) that
          shows as a handle while the bar is held, under the finger or the mouse. */}
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuenow={Math.round(fraction * 100)}
        aria-valuetext={valueText}
        aria-disabled={disabled || undefined}
        aria-keyshortcuts={keyShortcuts}
        className="block size-4 rounded-full bg-progress-fill opacity-0 shadow-sm outline-none group-data-scrubbing:opacity-100 pointer-coarse:group-data-scrubbing:size-6"
      />
    </SliderPrimitive.Root>
  );
}

export { ProgressBar, SeekBar };
