import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatDurationLong,
  formatDurationShort,
  formatMilliseconds,
} from './duration';

describe('formatDuration', () => {
  it('shows minutes and zero-padded seconds under an hour', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(9_999)).toBe('0:09');
    expect(formatDuration(215_000)).toBe('3:35');
    expect(formatDuration(3_599_999)).toBe('59:59');
  });

  it('adds hours and pads minutes from an hour on', () => {
    expect(formatDuration(3_600_000)).toBe('1:00:00');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });

  it('shows unknown or broken lengths as 0:00', () => {
    expect(formatDuration(-5)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('0:00');
  });
});

describe('formatDurationLong', () => {
  it('spells out each non-zero unit with singular and plural', () => {
    expect(formatDurationLong(3_725_000)).toBe('1 hour 2 minutes 5 seconds');
    expect(formatDurationLong(7_261_000)).toBe('2 hours 1 minute 1 second');
    expect(formatDurationLong(3_600_000)).toBe('1 hour');
    expect(formatDurationLong(3_605_000)).toBe('1 hour 5 seconds');
    expect(formatDurationLong(240_000)).toBe('4 minutes');
    expect(formatDurationLong(59_999)).toBe('59 seconds');
  });

  it('keeps counting hours past a day', () => {
    expect(formatDurationLong(130 * 3_600_000 + 4 * 60_000)).toBe('130 hours 4 minutes');
  });

  it('reads 0 seconds for zero, unknown and broken input', () => {
    for (const ms of [0, 999, -1, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(formatDurationLong(ms)).toBe('0 seconds');
    }
  });
});

describe('formatDurationShort', () => {
  it('abbreviates each non-zero unit', () => {
    expect(formatDurationShort(3_725_000)).toBe('1h 2m 5s');
    expect(formatDurationShort(3_600_000)).toBe('1h');
    expect(formatDurationShort(62_000)).toBe('1m 2s');
    expect(formatDurationShort(0)).toBe('0s');
    expect(formatDurationShort(Number.NaN)).toBe('0s');
  });
});

describe('duration formats agree', () => {
  it('describe the same whole seconds in all three forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 * 3_600_000 }), (ms) => {
        const seconds = Math.floor(ms / 1000);
        const clock = formatDuration(ms)
          .split(':')
          .reduce((total, part) => total * 60 + Number(part), 0);
        const short = formatDurationShort(ms)
          .split(' ')
          .reduce((total, part) => {
            const n = Number(part.slice(0, -1));
            return total + n * { h: 3600, m: 60, s: 1 }[part.slice(-1) as 'h' | 'm' | 's'];
          }, 0);
        const long = formatDurationLong(ms).match(/\d+ \w+/g) ?? [];
        expect(clock).toBe(seconds);
        expect(short).toBe(seconds);
        expect(long.length).toBe(formatDurationShort(ms).split(' ').length);
      }),
    );
  });
});

describe('formatMilliseconds', () => {
  it("writes the spec's slider values in English: 'Timeout: {n}ms'", () => {
    expect(formatMilliseconds(10_000)).toBe('10000ms');
    expect(formatMilliseconds(0)).toBe('0ms');
  });
});
