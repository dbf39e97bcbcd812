/**
 * Local playback progress between server polls (1-core.md §4 "Progress and refresh").
 *
 * The server reports `playerProgress` (a fraction of the track's duration) measured at
 * `playerProgressUpdated`. While playing, progress runs on locally at rate/100 × tempo/100 and
 * never passes the duration. `elapsedAt(sync, now)` computes it directly from the last sync, so a
 * 100 ms ticker only has to call it with the clock: ticks that arrive late or are skipped (a
 * background tab) cannot make it drift, and a new sync simply replaces the old one.
 *
 * Decisions: a timestamp in the future (clock skew) advances nothing until the clock catches up; an
 * unknown duration (0) means no progress (0 ms); a rate or tempo that is missing or not a positive
 * number counts as 100.
 */
import { parseServerTime } from '../wire/server-time';

export const PROGRESS_TICK_MS = 100;

export interface ProgressSync {
  /** playerProgress: 0..1 of the duration. */
  fraction: number;
  /** playerProgressUpdated: epoch milliseconds or an ISO date string. */
  updatedAt: number | string;
  durationMs: number;
  /** playerStateType === 0. */
  playing: boolean;
  rate?: number;
  tempo?: number;
}

/** How fast the track advances relative to real time. */
export function speedFactor(rate?: number, tempo?: number): number {
  return (percent(rate) / 100) * (percent(tempo) / 100);
}

/** Progress in ms at wall-clock time `now` (epoch ms), between 0 and the duration. */
export function elapsedAt(sync: ProgressSync, now: number): number {
  const duration = finiteOr(sync.durationMs, 0);
  if (duration <= 0) return 0;
  const base = clamp(finiteOr(sync.fraction, 0), 0, 1) * duration;
  if (!sync.playing) return base;
  const updatedAt = toEpochMs(sync.updatedAt);
  const sinceSync = updatedAt === undefined ? 0 : Math.max(0, now - updatedAt);
  return clamp(base + sinceSync * speedFactor(sync.rate, sync.tempo), 0, duration);
}

/** One tick forward from `elapsedMs` (for callers that keep their own counter). */
export function advance(
  elapsedMs: number,
  tickMs: number,
  factor: number,
  durationMs: number,
): number {
  if (!(durationMs > 0)) return 0;
  return clamp(finiteOr(elapsedMs, 0) + Math.max(0, tickMs) * Math.max(0, factor), 0, durationMs);
}

/** 0..1 of the bar filled. */
export function progressFraction(elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0)) return 0;
  return clamp(finiteOr(elapsedMs / durationMs, 0), 0, 1);
}

/** Seek target sent to /api/action/seek/{id}: the fraction of the bar's width clicked. */
export function seekFraction(clientX: number, barLeft: number, barWidth: number): number {
  if (!(barWidth > 0)) return 0;
  return clamp(finiteOr((clientX - barLeft) / barWidth, 0), 0, 1);
}

function toEpochMs(value: number | string): number | undefined {
  return parseServerTime(value) ?? undefined;
}

function percent(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 100;
}

function finiteOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? value : fallback;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
