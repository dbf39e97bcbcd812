import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime } from '../format/date';
import { elapsedAt } from '../player/progress';
import { fromNow } from '../format/relative-time';
import { parseServerTime } from './server-time';

// A zone far from UTC: reading "no offset" as local time would be five hours off here.
const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = zone;
});

const NOON_UTC = Date.UTC(2026, 4, 1, 12, 34, 56, 123);

describe('a server time without an offset is UTC', () => {
  it('reads .NET’s offset-free date-time as UTC and honours a written offset', () => {
    expect(parseServerTime('2026-05-01T12:34:56.123')).toBe(NOON_UTC);
    expect(parseServerTime('2026-05-01 12:34:56.123')).toBe(NOON_UTC);
    expect(parseServerTime('2026-05-01T12:34:56.1234567')).toBe(NOON_UTC);
    expect(parseServerTime('2026-05-01T12:34:56.123Z')).toBe(NOON_UTC);
    expect(parseServerTime('2026-05-01T14:34:56.123+02:00')).toBe(NOON_UTC);
    expect(parseServerTime(NOON_UTC)).toBe(NOON_UTC);
    expect(parseServerTime('not a date')).toBeNull();
    expect(parseServerTime('')).toBeNull();
  });

  it('re-syncs progress from an offset-free timestamp', () => {
    const sync = {
      fraction: 0.5,
      updatedAt: '2026-05-01T12:34:56.123',
      durationMs: 200_000,
      playing: true,
    };
    expect(elapsedAt(sync, NOON_UTC + 3_000)).toBe(103_000);
  });

  it('counts relative times from an offset-free timestamp', () => {
    expect(fromNow('2026-05-01T12:34:56.123', NOON_UTC + 5 * 60_000)).toBe('5 mins ago');
  });

  it('shows an admin date of an offset-free timestamp at its UTC instant', () => {
    expect(formatDateTime('2026-05-01T12:34:56.123', { utc: true })).toBe(
      '1st May 2026 12:34:56pm',
    );
    // In New York that instant is 08:34.
    expect(formatDateTime('2026-05-01T12:34:56.123')).toBe('1st May 2026 08:34:56am');
  });
});
