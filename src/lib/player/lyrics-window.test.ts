// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  currentLineIndex,
  LYRICS_STATUS_MESSAGES,
  lyricsCountdown,
  lyricsStatus,
  lyricsView,
  lyricsWindowRange,
  normaliseProgressType,
  type LyricLine,
} from './lyrics-window';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

const lines: LyricLine[] = [
  { words: '♪', startTimeMs: 0 },
  { words: 'First line', startTimeMs: 10_000 },
  { words: 'Second line', startTimeMs: 14_000 },
  { words: '♪', startTimeMs: 18_000 },
  { words: 'Third line', startTimeMs: 26_000 },
];
const many: LyricLine[] = Array.from({ length: 20 }, (_, i) => ({
  words: `Line ${i}`,
  startTimeMs: 1000 + i * 1000,
}));

describe('lyricsStatus', () => {
  it('tells apart no lyrics, unsynced lyrics and synced lyrics', () => {
    expect(lyricsStatus([])).toBe('none');
    expect(LYRICS_STATUS_MESSAGES.none).toBe('No lyrics available.');
    expect(
      lyricsStatus([
        { words: 'a', startTimeMs: 0 },
        { words: 'b', startTimeMs: 0 },
      ]),
    ).toBe('unsynced');
    expect(LYRICS_STATUS_MESSAGES.unsynced).toBe('No synchronised lyrics available.');
    expect(lyricsStatus(lines)).toBe('synced');
  });
});

describe('currentLineIndex', () => {
  it('is the last line starting before progress plus the offset (default -1000 ms)', () => {
    expect(currentLineIndex(many, 1000)).toBe(-1);
    expect(currentLineIndex(many, 2000)).toBe(-1); // 2000 - 1000 is not before 1000
    expect(currentLineIndex(many, 2001)).toBe(0);
    expect(currentLineIndex(many, 5500)).toBe(3);
    expect(currentLineIndex(many, 5500, 0)).toBe(4);
    expect(currentLineIndex(many, 5500, 2000)).toBe(6);
    expect(currentLineIndex(many, 999_999)).toBe(19);
  });
});

describe('lyricsWindowRange', () => {
  it('shows buffer lines either side, clamped at the ends', () => {
    expect(lyricsWindowRange(20, 10)).toEqual({ start: 6, end: 15 });
    expect(lyricsWindowRange(20, 1)).toEqual({ start: 0, end: 6 });
    expect(lyricsWindowRange(20, -1)).toEqual({ start: 0, end: 5 });
    expect(lyricsWindowRange(20, 19, 2)).toEqual({ start: 17, end: 20 });
    expect(lyricsWindowRange(3, 1, 10)).toEqual({ start: 0, end: 3 });
  });

  it('always contains the current line and never more than 2 × buffer + 1 lines', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(),
        (count, buffer, seed) => {
          const current = seed % count;
          const { start, end } = lyricsWindowRange(count, current, buffer);
          expect(start).toBeGreaterThanOrEqual(0);
          expect(end).toBeLessThanOrEqual(count);
          expect(current).toBeGreaterThanOrEqual(start);
          expect(current).toBeLessThan(end);
          expect(end - start).toBeLessThanOrEqual(2 * buffer + 1);
        },
      ),
    );
  });
});

describe('lyricsView', () => {
  it('highlights the current line inside its window', () => {
    const view = lyricsView({ lines: many, progressMs: 11_500, durationMs: 30_000, buffer: 2 });
    expect(view.status).toBe('synced');
    expect(view.currentIndex).toBe(9);
    expect(view.lines.map((line) => line.words)).toEqual([
      'Line 7',
      'Line 8',
      'Line 9',
      'Line 10',
      'Line 11',
    ]);
    expect(view.lines.filter((line) => line.isCurrent).map((line) => line.words)).toEqual([
      'Line 9',
    ]);
  });

  it('shows no lines when there are none or they are not synchronised', () => {
    expect(lyricsView({ lines: [], progressMs: 0, durationMs: 0 })).toMatchObject({
      status: 'none',
      lines: [],
    });
    expect(
      lyricsView({ lines: [{ words: 'a', startTimeMs: 0 }], progressMs: 5000, durationMs: 0 }),
    ).toMatchObject({ status: 'unsynced', lines: [], currentIndex: -1 });
  });

  it('fills only instrumental gaps by default', () => {
    // progress 23 000 - 1000 = 22 000: 4 s into the gap 18 000..26 000
    const gap = lyricsView({ lines, progressMs: 23_000, durationMs: 40_000 });
    expect(gap.lines.find((line) => line.isCurrent)).toMatchObject({ words: '♪', fill: 0.5 });
    const lyric = lyricsView({ lines, progressMs: 13_000, durationMs: 40_000 });
    expect(lyric.lines.find((line) => line.isCurrent)).toMatchObject({
      words: 'First line',
      fill: undefined,
    });
  });

  it('fills every line for "all" (and any unknown setting), none for "none"', () => {
    for (const progressType of ['all', 'other', 42]) {
      const view = lyricsView({ lines, progressMs: 13_000, durationMs: 40_000, progressType });
      expect(view.lines.find((line) => line.isCurrent)?.fill).toBe(0.5);
    }
    const none = lyricsView({
      lines,
      progressMs: 23_000,
      durationMs: 40_000,
      progressType: 'none',
    });
    expect(none.lines.every((line) => line.fill === undefined)).toBe(true);
  });

  it('runs the last line to the end of the track, and gives it no fill when that is unknown', () => {
    const known = lyricsView({
      lines,
      progressMs: 34_000,
      durationMs: 40_000,
      progressType: 'all',
    });
    expect(known.lines.at(-1)).toMatchObject({ isCurrent: true, fill: 0.5 });
    const unknown = lyricsView({ lines, progressMs: 34_000, durationMs: 0, progressType: 'all' });
    expect(unknown.lines.at(-1)).toMatchObject({ isCurrent: true, fill: undefined });
  });

  it('reports the debug timings', () => {
    expect(lyricsView({ lines, progressMs: 13_000, durationMs: 40_000 }).debug).toEqual({
      progressMs: 13_000,
      offsetMs: -1000,
      effectiveMs: 12_000,
      currentIndex: 1,
      currentStartMs: 10_000,
      nextStartMs: 14_000,
      lineElapsedMs: 2000,
      lineLengthMs: 4000,
    });
  });

  it('keeps every fill between 0 and 1', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ words: fc.constantFrom('♪', 'la', ''), startTimeMs: fc.nat(600_000) }),
        ),
        fc.integer({ min: -10_000, max: 700_000 }),
        fc.nat(700_000),
        (raw, progressMs, durationMs) => {
          const sorted = [...raw].sort((a, b) => a.startTimeMs - b.startTimeMs);
          const view = lyricsView({ lines: sorted, progressMs, durationMs, progressType: 'all' });
          for (const line of view.lines) {
            if (line.fill !== undefined) {
              expect(line.isCurrent).toBe(true);
              expect(line.fill).toBeGreaterThanOrEqual(0);
              expect(line.fill).toBeLessThanOrEqual(1);
            }
          }
        },
      ),
    );
  });
});

describe('countdown', () => {
  it('counts the seconds to the first line and disappears 5 s past zero', () => {
    // first line at 1000; effective progress = progress - 1000
    expect(lyricsCountdown(many, 0)).toEqual({ remainingMs: 2000, seconds: 2 });
    expect(lyricsCountdown(many, 500)).toEqual({ remainingMs: 1500, seconds: 2 });
    expect(lyricsCountdown(many, 2000)).toEqual({ remainingMs: 0, seconds: 0 });
    expect(lyricsCountdown(many, 6999)).toEqual({ remainingMs: -4999, seconds: 0 });
    expect(lyricsCountdown(many, 7000)).toBeUndefined();
    expect(lyricsCountdown([], 0)).toBeUndefined();
  });

  it('only shows when the setting is on', () => {
    expect(lyricsView({ lines: many, progressMs: 0, durationMs: 0 }).countdown).toBeUndefined();
    expect(
      lyricsView({ lines: many, progressMs: 0, durationMs: 0, countdown: true }).countdown,
    ).toEqual({ remainingMs: 2000, seconds: 2 });
  });
});

describe('normaliseProgressType', () => {
  it('keeps none and instrumental and treats everything else as all', () => {
    expect(normaliseProgressType('none')).toBe('none');
    expect(normaliseProgressType('instrumental')).toBe('instrumental');
    expect(normaliseProgressType('all')).toBe('all');
    expect(normaliseProgressType(undefined)).toBe('all');
  });
});
