import type * as React from 'react';
import { cn } from '@/lib/cn';

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

type SeekBarProps = Omit<React.ComponentProps<'div'>, 'children' | 'onClick' | 'onKeyDown'> & {
  /** Fraction played, 0–1. */
  value: number;
  label: string;
  valueText?: string;
  /** Called with the fraction of the width that was clicked, or the keyboard's new position. */
  onSeek: (fraction: number) => void;
  /** Keyboard step as a fraction (arrows); Page Up/Down move twice as far. */
  step?: number;
  disabled?: boolean;
};

/**
 * A progress bar the user can click or drive by keyboard to seek. It reports the clicked fraction
 * of its own width (the spec sends that fraction to the server), mirrored in right-to-left text.
 */
function SeekBar({
  value,
  label,
  valueText,
  onSeek,
  step = 0.05,
  disabled = false,
  className,
  ...props
}: SeekBarProps) {
  const fraction = clamp01(value);

  const handleClick = (event: React.MouseEvent<HTMLDivElement>) => {
    if (disabled) return;
    const rect = event.currentTarget.getBoundingClientRect();
    if (rect.width <= 0) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const offset = rtl ? rect.right - event.clientX : event.clientX - rect.left;
    onSeek(clamp01(offset / rect.width));
  };

  const handleKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (disabled) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
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
    event.preventDefault();
    onSeek(clamp01(next));
  };

  return (
    <div
      data-slot="seek-bar"
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(fraction * 100)}
      aria-valuetext={valueText}
      aria-disabled={disabled || undefined}
      data-disabled={disabled || undefined}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
      className={cn(
        'group relative flex h-4 w-full cursor-pointer touch-none items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring data-disabled:cursor-not-allowed data-disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <div className="relative h-1.5 w-full overflow-hidden rounded-full bg-progress-track group-hover:h-2">
        <div
          data-slot="seek-bar-fill"
          className="h-full rounded-full bg-progress-fill rtl:ml-auto"
          style={{ width: `${fraction * 100}%` }}
        />
      </div>
    </div>
  );
}

export { ProgressBar, SeekBar, type ProgressBarProps, type SeekBarProps };
