/**
 * The one reading of a time the server sends. A date-time without an offset
 * ("2026-05-01T12:34:56.123", as .NET writes a DateTime whose Kind is unspecified) is UTC, never
 * the reader's local time: the server keeps UTC, and progress re-sync, relative times and admin
 * dates must agree whatever the browser's time zone. An offset or 'Z' is honoured as written.
 */

/** ISO 8601 date and time with no 'Z' and no ±hh:mm after it (a date alone counts too). */
const NO_OFFSET = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/** Epoch milliseconds of a server time, or null when there is none or it cannot be read. */
export function parseServerTime(value: string | number | Date | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) return Number.isFinite(value.getTime()) ? value.getTime() : null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value.trim();
  const hasTime = /\d[T ]\d/.test(text);
  // JavaScript reads a date alone as UTC but a date-time without an offset as local time.
  const ms = Date.parse(NO_OFFSET.test(text) && hasTime ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isFinite(ms) ? ms : null;
}
