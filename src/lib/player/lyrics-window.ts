/**
 * The Lyrics tab's maths (2-secondary.md §2 "Lyrics tab", §4 "Lyrics", §9): which line is current,
 * which lines show around it, how far the progress fill runs, the countdown before the first line
 * and the debug timings. Times are milliseconds of track progress.
 *
 * Decisions beyond the spec:
 * - Lines are taken in the order the server sends them (they are sorted by time).
 * - An instrumental gap is a line whose words contain '♪' or are blank.
 * - A line's length runs to the next line's start; the last line runs to the end of the track,
 *   and gets no fill when the track length is unknown (0).
 * - Before the first line the window is the one around the first line, with nothing highlighted.
 */

import { t } from '../i18n';

const DEFAULT_LYRICS_OFFSET_MS = -1000;
const DEFAULT_LYRICS_BUFFER = 4;
/** The countdown overlay stays until this far past the first line's start. */
const COUNTDOWN_HIDE_AT_MS = -5000;
const INSTRUMENTAL_MARK = '♪';

export interface LyricLine {
  words: string;
  startTimeMs: number;
}

/** `none`: no lines ('No lyrics available.'); `unsynced`: every start is 0. */
export type LyricsStatus = 'none' | 'unsynced' | 'synced';

/** What the Lyrics tab says instead of lines, read in the active language. */
export const LYRICS_STATUS_MESSAGES = {
  get none() {
    return t('general.noLyrics');
  },
  get unsynced() {
    return t('general.noSyncedLyrics');
  },
} satisfies Partial<Record<LyricsStatus, string>>;

export type LyricsProgressType = 'none' | 'instrumental' | 'all';

export function lyricsStatus(lines: readonly LyricLine[]): LyricsStatus {
  if (lines.length === 0) return 'none';
  return lines.every((line) => line.startTimeMs === 0) ? 'unsynced' : 'synced';
}

/** The setting as stored; per the spec's note any value other than none/instrumental means all. */
export function normaliseProgressType(value: unknown): LyricsProgressType {
  return value === 'none' || value === 'instrumental' ? value : 'all';
}

function isInstrumental(line: LyricLine): boolean {
  return line.words.trim() === '' || line.words.includes(INSTRUMENTAL_MARK);
}

/** The last line whose start is before progress + offset; -1 before the first line. */
export function currentLineIndex(
  lines: readonly LyricLine[],
  progressMs: number,
  offsetMs: number = DEFAULT_LYRICS_OFFSET_MS,
): number {
  const at = progressMs + offsetMs;
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]!.startTimeMs < at) return i;
  }
  return -1;
}

/** Indices [start, end) of `buffer` lines either side of `current`, clamped at the ends. */
export function lyricsWindowRange(
  lineCount: number,
  current: number,
  buffer: number = DEFAULT_LYRICS_BUFFER,
): { start: number; end: number } {
  const centre = Math.max(current, 0);
  const size = Math.max(0, Math.floor(buffer));
  return {
    start: Math.max(0, centre - size),
    end: Math.min(lineCount, centre + size + 1),
  };
}

/** Start and length of line `index`; the length is undefined when it cannot be known. */
function lineSpan(
  lines: readonly LyricLine[],
  index: number,
  durationMs: number,
): { startMs: number; lengthMs: number | undefined } | undefined {
  const line = lines[index];
  if (line === undefined) return undefined;
  const endMs = lines[index + 1]?.startTimeMs ?? (durationMs > 0 ? durationMs : undefined);
  const lengthMs =
    endMs === undefined || endMs <= line.startTimeMs ? undefined : endMs - line.startTimeMs;
  return { startMs: line.startTimeMs, lengthMs };
}

/**
 * How much of the current line the fill covers (0..1), or undefined for no fill: type none, a
 * lyric line under type instrumental, or a line whose length is unknown.
 */
function lineFill(
  lines: readonly LyricLine[],
  index: number,
  progressMs: number,
  offsetMs: number,
  type: LyricsProgressType,
  durationMs: number,
): number | undefined {
  const line = lines[index];
  if (line === undefined || type === 'none') return undefined;
  if (type === 'instrumental' && !isInstrumental(line)) return undefined;
  const span = lineSpan(lines, index, durationMs);
  if (span?.lengthMs === undefined) return undefined;
  return clamp01((progressMs + offsetMs - span.startMs) / span.lengthMs);
}

/**
 * The countdown before the first line: milliseconds and whole seconds left (seconds never below
 * 0), or undefined once 5 s past the first line's start (and when there are no synced lines).
 */
export function lyricsCountdown(
  lines: readonly LyricLine[],
  progressMs: number,
  offsetMs: number = DEFAULT_LYRICS_OFFSET_MS,
): { remainingMs: number; seconds: number } | undefined {
  if (lyricsStatus(lines) !== 'synced') return undefined;
  const remainingMs = lines[0]!.startTimeMs - (progressMs + offsetMs);
  if (remainingMs <= COUNTDOWN_HIDE_AT_MS) return undefined;
  return { remainingMs, seconds: Math.max(0, Math.ceil(remainingMs / 1000)) };
}

interface LyricsViewLine extends LyricLine {
  index: number;
  isCurrent: boolean;
  isInstrumental: boolean;
  /** 0..1 on the current line when the progress type fills it; otherwise undefined. */
  fill: number | undefined;
}

interface LyricsDebug {
  progressMs: number;
  offsetMs: number;
  effectiveMs: number;
  currentIndex: number;
  currentStartMs: number | undefined;
  nextStartMs: number | undefined;
  lineElapsedMs: number | undefined;
  lineLengthMs: number | undefined;
}

export interface LyricsView {
  status: LyricsStatus;
  currentIndex: number;
  lines: LyricsViewLine[];
  countdown: { remainingMs: number; seconds: number } | undefined;
  debug: LyricsDebug;
}

export interface LyricsViewInput {
  lines: readonly LyricLine[];
  progressMs: number;
  durationMs: number;
  offsetMs?: number;
  buffer?: number;
  progressType?: unknown;
  /** The lyricsCountdown setting; off by default. */
  countdown?: boolean;
}

/** Everything the Lyrics tab draws for one progress value. */
export function lyricsView(input: LyricsViewInput): LyricsView {
  const { lines, progressMs, durationMs } = input;
  const offsetMs = input.offsetMs ?? DEFAULT_LYRICS_OFFSET_MS;
  const type = normaliseProgressType(input.progressType ?? 'instrumental');
  const status = lyricsStatus(lines);
  const currentIndex = status === 'synced' ? currentLineIndex(lines, progressMs, offsetMs) : -1;
  const { start, end } =
    status === 'synced'
      ? lyricsWindowRange(lines.length, currentIndex, input.buffer)
      : { start: 0, end: 0 };
  const span = lineSpan(lines, currentIndex, durationMs);
  const effectiveMs = progressMs + offsetMs;
  return {
    status,
    currentIndex,
    lines: lines.slice(start, end).map((line, i) => {
      const index = start + i;
      const isCurrent = index === currentIndex;
      return {
        ...line,
        index,
        isCurrent,
        isInstrumental: isInstrumental(line),
        fill: isCurrent
          ? lineFill(lines, index, progressMs, offsetMs, type, durationMs)
          : undefined,
      };
    }),
    countdown: input.countdown ? lyricsCountdown(lines, progressMs, offsetMs) : undefined,
    debug: {
      progressMs,
      offsetMs,
      effectiveMs,
      currentIndex,
      currentStartMs: span?.startMs,
      nextStartMs: lines[currentIndex + 1]?.startTimeMs,
      lineElapsedMs: span === undefined ? undefined : effectiveMs - span.startMs,
      lineLengthMs: span?.lengthMs,
    },
  };
}

function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(1, Math.max(0, value));
}
