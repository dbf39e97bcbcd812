import { describe, expect, it } from 'vitest';
import {
  ADMIN_DATE_TIME_FORMAT,
  formatDate,
  formatDateTime,
  NEVER_DATE,
  parseDate,
  UNKNOWN_DATE,
} from './date';

// Offset-free ISO strings are read and shown in the same (local) zone, so these expectations
// hold in any TZ the tests run in; the UTC cases use explicit offsets.
describe('formatDateTime', () => {
  it('uses the spec format: ordinal day, full month, year, 24h time and am/pm', () => {
    expect(ADMIN_DATE_TIME_FORMAT).toBe('Do MMMM YYYY HH:mm:ssa');
    expect(formatDateTime('2024-03-01T14:05:09')).toBe('1st March 2024 14:05:09pm');
    expect(formatDateTime('2023-11-22T08:30:00.123')).toBe('22nd November 2023 08:30:00am');
    expect(formatDateTime('2021-07-03T00:00:01')).toBe('3rd July 2021 00:00:01am');
    expect(formatDateTime('2021-07-13T23:59:59')).toBe('13th July 2021 23:59:59pm');
  });

  it('formats an instant in UTC when asked', () => {
    expect(formatDateTime('2024-03-01T23:30:00+02:00', { utc: true })).toBe(
      '1st March 2024 21:30:00pm',
    );
    expect(formatDateTime(Date.UTC(2020, 0, 2, 3, 4, 5), { utc: true })).toBe(
      '2nd January 2020 03:04:05am',
    );
  });

  it('falls back for missing, unreadable and never dates', () => {
    expect(formatDateTime(null)).toBe('Unknown');
    expect(formatDateTime(undefined)).toBe('Unknown');
    expect(formatDateTime('')).toBe('Unknown');
    expect(formatDateTime('not a date')).toBe('Unknown');
    expect(formatDateTime(Number.NaN)).toBe('Unknown');
    expect(formatDateTime('0001-01-01T00:00:00', { fallback: NEVER_DATE })).toBe('Never');
    expect(formatDateTime(null, { fallback: UNKNOWN_DATE })).toBe('Unknown');
    // The codes are not words: a caller's own text is shown as given.
    expect(formatDateTime(null, { fallback: '—' })).toBe('—');
  });
});

describe('formatDate', () => {
  it('shows ordinal day, full month and year', () => {
    expect(formatDate('2024-02-29T10:00:00')).toBe('29th February 2024');
    expect(formatDate('2024-12-11T10:00:00')).toBe('11th December 2024');
    expect(formatDate('2024-12-12T10:00:00')).toBe('12th December 2024');
    expect(formatDate('2024-05-21T10:00:00')).toBe('21st May 2024');
    expect(formatDate('2024-05-31T23:00:00Z', { utc: true })).toBe('31st May 2024');
  });

  it('takes its own fallback', () => {
    expect(formatDate(null, { fallback: '—' })).toBe('—');
  });
});

describe('parseDate', () => {
  it('reads strings, numbers and dates and rejects garbage', () => {
    expect(parseDate('2024-03-01T14:05:09')?.hour()).toBe(14);
    expect(parseDate(new Date(2020, 5, 1))?.month()).toBe(5);
    expect(parseDate(0)?.valueOf()).toBe(0);
    expect(parseDate('garbage')).toBeNull();
    expect(parseDate(Number.POSITIVE_INFINITY)).toBeNull();
  });
});
