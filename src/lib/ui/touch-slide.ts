/**
 * A finger on a slider: on a phone a slider lies in the page a thumb scrolls,
 * so a touch changes its value only by a horizontal drag. A vertical swipe that starts on one
 * scrolls the page (the slider is `touch-action: pan-y`) and leaves the value alone, and so does
 * a tap without a drag: a finger that lands on the volume on its way somewhere else sets nothing.
 * A mouse, a pen and the keys work as Radix handles them.
 */

/** How far (CSS px) a finger moves before the gesture counts as a drag at all. */
export const TOUCH_SLIDE_SLOP_PX = 10;
/** A drag is horizontal when its sideways movement is this many times its vertical movement. */
const TOUCH_SLIDE_DOMINANCE = 1.5;

export type TouchGesture = 'undecided' | 'horizontal' | 'vertical';

/**
 * What a finger's movement since it landed is: not yet anything (within the slop), a horizontal
 * drag (sideways past the slop and clearly more sideways than up or down), or anything else,
 * which is left to the page (a scroll). Once decided, the caller keeps the decision.
 */
export function classifyTouchGesture(
  dx: number,
  dy: number,
  slop: number = TOUCH_SLIDE_SLOP_PX,
): TouchGesture {
  const across = Math.abs(dx);
  const along = Math.abs(dy);
  if (!Number.isFinite(across) || !Number.isFinite(along)) return 'vertical';
  if (Math.hypot(across, along) < slop) return 'undecided';
  return across > along * TOUCH_SLIDE_DOMINANCE ? 'horizontal' : 'vertical';
}

export interface SliderGeometry {
  /** The slider's box along its axis (its root's left edge and width, CSS px). */
  left: number;
  width: number;
  min: number;
  max: number;
  step: number;
  /** Right to left: the minimum is at the right edge. */
  rtl: boolean;
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

/**
 * The value under a finger at `x`, as Radix computes it for a pointer: the position's share of
 * the width between min and max (mirrored right to left), snapped to the step and clamped.
 */
export function sliderValueAt(x: number, { left, width, min, max, step, rtl }: SliderGeometry) {
  const share = width > 0 ? Math.min(1, Math.max(0, (x - left) / width)) : 0;
  const raw = min + (rtl ? 1 - share : share) * (max - min);
  const snapped = step > 0 ? Math.round((raw - min) / step) * step + min : raw;
  const rounded = Number(snapped.toFixed(decimals(step)));
  return Math.min(max, Math.max(min, rounded));
}
