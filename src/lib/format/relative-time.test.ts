import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromNow, RELATIVE_TIME_LABELS } from './relative-time';

const s = 1000;
const min = 60 * s;
const hr = 60 * min;
const day = 24 * hr;
const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);

describe('RELATIVE_TIME_LABELS', () => {
  it('holds the spec labels exactly', () => {
    expect(Object.values(RELATIVE_TIME_LABELS)).toEqual([
      'just now',
      '%d secs',
      '1 min',
      '%d mins',
      '1 hr',
      '%d hrs',
      '1 day',
      '%d days',
      '1 mth',
      '%d mths',
      '1 yr',
      '%d yrs',
      'in %s',
      '%s ago',
    ]);
  });
});

describe('fromNow', () => {
  it('says ago for the past and in for the future', () => {
    expect(fromNow(NOW - 5 * min, NOW)).toBe('5 mins ago');
    expect(fromNow(NOW + 5 * min, NOW)).toBe('in 5 mins');
    expect(fromNow(new Date(NOW - 3 * day), NOW)).toBe('3 days ago');
    expect(fromNow(new Date(NOW - 2 * hr).toISOString(), NOW)).toBe('2 hrs ago');
  });

  it('walks through every band', () => {
    const cases: [number, string][] = [
      [0, 'just now'],
      [9 * s, 'just now'],
      [10 * s, '10 secs ago'],
      [44 * s, '44 secs ago'],
      [45 * s, '1 min ago'],
      [89 * s, '1 min ago'],
      [90 * s, '2 mins ago'],
      [44 * min, '44 mins ago'],
      [45 * min, '1 hr ago'],
      [89 * min, '1 hr ago'],
      [90 * min, '2 hrs ago'],
      [21 * hr, '21 hrs ago'],
      [22 * hr, '1 day ago'],
      [35 * hr, '1 day ago'],
      [36 * hr, '2 days ago'],
      [25 * day, '25 days ago'],
      [26 * day, '1 mth ago'],
      [45 * day, '1 mth ago'],
      [46 * day, '2 mths ago'],
      [300 * day, '10 mths ago'],
      [320 * day, '1 yr ago'],
      [547 * day, '1 yr ago'],
      [548 * day, '2 yrs ago'],
      [3653 * day, '10 yrs ago'],
    ];
    for (const [ago, label] of cases) expect(fromNow(NOW - ago, NOW), `${ago} ms`).toBe(label);
  });

  it("says 'just now' alone in both directions", () => {
    expect(fromNow(NOW + 3 * s, NOW)).toBe('just now');
    expect(fromNow(NOW - 3 * s, NOW)).toBe('just now');
  });

  it('shows the fallback for missing or unreadable dates', () => {
    expect(fromNow(null, NOW)).toBe('Unknown');
    expect(fromNow('nope', NOW)).toBe('Unknown');
    expect(fromNow(undefined, NOW, '')).toBe('');
  });
});

describe('fromNow over any span', () => {
  const span =
    /^(just now|\d+ secs|1 min|\d+ mins|1 hr|\d+ hrs|1 day|\d+ days|1 mth|\d+ mths|1 yr|\d+ yrs)$/;
  const bare = (label: string) => label.replace(/^in /, '').replace(/ ago$/, '');
  const rank = (label: string) => {
    const order = [
      'just now',
      'secs',
      'min',
      'mins',
      'hr',
      'hrs',
      'day',
      'days',
      'mth',
      'mths',
      'yr',
      'yrs',
    ];
    const text = bare(label);
    const unit = text === 'just now' ? text : text.split(' ')[1]!;
    const count = text === 'just now' ? 0 : Number(text.split(' ')[0]);
    return [order.indexOf(unit), count] as const;
  };
  const ms = fc.double({ min: 0, max: 1e12, noNaN: true });

  it('always reads as one of the spec labels, with its direction, never "1" with a plural unit', () => {
    fc.assert(
      fc.property(ms, (ago) => {
        for (const [label, direction] of [
          [fromNow(NOW - ago, NOW), /^(just now|.+ ago)$/],
          [fromNow(NOW + ago, NOW), /^(just now|in .+)$/],
        ] as const) {
          expect(label).toMatch(direction);
          expect(bare(label)).toMatch(span);
          expect(bare(label)).not.toMatch(/^[01] (secs|mins|hrs|days|mths|yrs)$/);
        }
      }),
    );
  });

  it('never goes down as the span grows, into the past or the future', () => {
    fc.assert(
      fc.property(ms, ms, (a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        for (const sign of [-1, 1]) {
          const [unitA, countA] = rank(fromNow(NOW + sign * small, NOW));
          const [unitB, countB] = rank(fromNow(NOW + sign * large, NOW));
          expect(unitA < unitB || (unitA === unitB && countA <= countB)).toBe(true);
        }
      }),
    );
  });
});
