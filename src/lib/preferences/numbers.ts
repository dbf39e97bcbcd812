/**
 * A number preference's rule: a value snapped to its step and clamped, a stored string read as
 * one.
 */

export interface NumberBounds {
  default: number;
  min: number;
  max: number;
  step: number;
}

/** The queue's first page (`queuedTrackNum`, spec 1-core §5): the table's row and the boot's size. */
export const QUEUED_TRACK_NUM = { default: 50, min: 1, max: 100, step: 1 } as const;

/** Rounds to the step (counted from the minimum) and clamps to the bounds. */
export function fitNumber({ min, max, step }: NumberBounds, value: number): number {
  const snapped = min + Math.round((value - min) / step) * step;
  return Math.min(max, Math.max(min, snapped));
}

/** A stored string to a valid number: any finite number, fitted; missing or junk, the default. */
export function parseStoredNumber(bounds: NumberBounds, raw: string | null | undefined): number {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const value = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(value) ? fitNumber(bounds, value) : bounds.default;
}
