import * as React from 'react';
import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '@/lib/ui/cn';
import { Badge } from './badge';
import { documentDirection, t } from '@/lib/i18n';
import { useTouchSlide } from './use-touch-slide';
import { TOUCH_MIN_HEIGHT } from './touch-target';

type SliderProps = Omit<
  React.ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit' | 'children'
> & {
  /** Visible label, also the thumb's accessible name. */
  label: string;
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Called when the user lets go (pointer up, or each key press). */
  onValueCommit?: (value: number) => void;
  /** Shown beside the label and read as the thumb's value text: pitch 3 → "+3". */
  formatValue?: (value: number) => string;
  /** The value the text states lies beyond min..max: the thumb is pinned at its end. */
  outOfRange?: boolean;
  /** The label row is read, not shown (an icon beside the slider says what it is). */
  hideLabel?: boolean;
  /** Page-wide keys that change this value (the thumb's `aria-keyshortcuts`), e.g. "- Plus M". */
  keyShortcuts?: string;
};

/**
 * A single-thumb Radix slider with a visible label and formatted value. As in shadcn's slider,
 * `className` and the other props land on the Radix root (the track and thumb's box); the label
 * row above it is ours.
 */
function Slider({
  label,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  formatValue = String,
  outOfRange = false,
  hideLabel = false,
  keyShortcuts,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  className,
  id,
  ...props
}: SliderProps) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue ?? min);
  const current = value ?? uncontrolled;
  const generatedId = React.useId();
  const labelId = `${id ?? generatedId}-label`;
  const text = formatValue(current);
  // Radix reads the direction from a prop, not from CSS: the page's, so the range fills from the
  // right and the arrow keys follow it in Arabic.
  const dir = documentDirection();
  const valueText = outOfRange ? t('ui.valueOutOfRange', { value: text }) : text;
  const slide = (next: number) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };
  // A finger moves the value by a horizontal drag only: a vertical swipe scrolls the page and a
  // tap sets nothing (src/lib/ui/touch-slide.ts). A mouse and the keys are Radix's.
  const touch = useTouchSlide({
    min,
    max,
    step,
    rtl: dir === 'rtl',
    disabled,
    onSlide: slide,
    onEnd: (next) => onValueCommit?.(next),
  });

  return (
    <div data-slot="slider-field" className="grid gap-2">
      <div
        className={cn('flex items-baseline justify-between gap-3 text-sm', hideLabel && 'sr-only')}
      >
        <span id={labelId} data-slot="slider-label" className="font-medium">
          {label}
        </span>
        <span className="flex items-baseline gap-2" aria-hidden>
          {outOfRange && (
            <Badge variant="warning" data-slot="slider-out-of-range">
              {t('ui.outOfRange')}
            </Badge>
          )}
          <output data-slot="slider-value" className="font-mono text-xs text-muted-fg tabular-nums">
            {text}
          </output>
        </span>
      </div>
      <SliderPrimitive.Root
        data-slot="slider"
        id={id}
        dir={dir}
        min={min}
        max={max}
        step={step}
        disabled={disabled}
        value={[current]}
        onValueChange={([next = min]) => slide(next)}
        onValueCommit={([next = min]) => onValueCommit?.(next)}
        // The root takes the pointer: 24 px tall for a mouse (WCAG 2.5.8), 44 px on a touch
        // screen, a finger's target; the track stays thin and the thumb grows to 24 px. A
        // vertical swipe that starts on it is the page's scroll (pan-y).
        className={cn(
          `relative flex min-h-6 w-full touch-pan-y items-center select-none data-[disabled]:opacity-50 ${TOUCH_MIN_HEIGHT}`,
          className,
        )}
        {...props}
        {...touch}
      >
        <SliderPrimitive.Track
          data-slot="slider-track"
          className="relative h-1.5 w-full grow overflow-hidden rounded-full bg-progress-track"
        >
          <SliderPrimitive.Range
            data-slot="slider-range"
            className="absolute h-full bg-progress-fill"
          />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          data-slot="slider-thumb"
          aria-labelledby={labelId}
          aria-valuetext={valueText}
          aria-keyshortcuts={keyShortcuts}
          className="block size-4 shrink-0 rounded-full border-2 border-progress-fill bg-progress-fill shadow-sm transition-[box-shadow] outline-none hover:ring-4 hover:ring-ring/40 focus-visible:ring-4 focus-visible:ring-ring disabled:pointer-events-none pointer-coarse:size-6"
        />
      </SliderPrimitive.Root>
    </div>
  );
}

export { Slider };
