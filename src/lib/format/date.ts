import dayjs, { type Dayjs } from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import utc from 'dayjs/plugin/utc';
import { intlLocale, t } from '../i18n';
import { parseServerTime } from '../wire/server-time';

// advancedFormat adds the ordinal day token `Do`; utc lets callers format in UTC.
dayjs.extend(advancedFormat);
dayjs.extend(utc);

/** What the server sends for a date: an ISO string, epoch milliseconds, or nothing. */
export type DateInput = string | number | Date | null | undefined;

export interface FormatDateOptions {
  /** Shown for a missing or unreadable date: UNKNOWN_DATE (the default), NEVER_DATE (last-login
   *  columns) or a text already in the reader's language. */
  fallback?: string;
  /** Format in UTC instead of the browser's time zone. Default false (local time). */
  utc?: boolean;
}

/**
 * Fallback for a date that is missing or cannot be read. A code, not a word: passed as
 * `fallback`, it is shown as the active language's word for it ('Unknown', 'Unbekannt').
 */
export const UNKNOWN_DATE = 'date:unknown';
/** Fallback for a "last …" date that has never happened (e.g. a user who never signed in). */
export const NEVER_DATE = 'date:never';

/** The fallback to show: the two codes above in the active language, any other text as given. */
export function fallbackText(fallback: string = UNKNOWN_DATE): string {
  if (fallback === UNKNOWN_DATE) return t('format.unknownDate');
  if (fallback === NEVER_DATE) return t('format.neverDate');
  return fallback;
}

/** The English spec formats, for every other language the locale's own long date (and time). */
const INTL_DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'medium' };
const INTL_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

/**
 * The spec's admin format 'Do MMMM yyyy HH:mm:ssa' written in dayjs tokens ('yyyy' is the
 * date-fns spelling of the year). Taken literally: 24-hour time followed by am/pm.
 */
export const ADMIN_DATE_TIME_FORMAT = 'Do MMMM YYYY HH:mm:ssa';
/** List dates: day ordinal, full month name, year. */
const LIST_DATE_FORMAT = 'Do MMMM YYYY';

/**
 * Reads a server date. Returns null for null, undefined, '', anything dayjs cannot parse, and
 * .NET's DateTime.MinValue ('0001-01-01T00:00:00'), which servers send for "never".
 * An ISO string without an offset is UTC (server-time.ts), one with 'Z' or an offset that
 * instant; the result is in local time, or in UTC with `asUtc`.
 */
export function parseDate(value: DateInput, asUtc = false): Dayjs | null {
  // Checked on the text: Date would read year 1 as 1901.
  if (typeof value === 'string' && value.startsWith('0001-01-01')) return null;
  const ms = parseServerTime(value);
  if (ms === null) return null;
  const parsed = asUtc ? dayjs.utc(ms) : dayjs(ms);
  if (!parsed.isValid() || parsed.year() <= 1) return null;
  return parsed;
}

function format(
  value: DateInput,
  pattern: string,
  intl: Intl.DateTimeFormatOptions,
  options: FormatDateOptions,
): string {
  const parsed = parseDate(value, options.utc);
  if (!parsed) return fallbackText(options.fallback);
  const locale = intlLocale();
  if (locale === 'en') return (options.utc ? parsed.utc() : parsed).format(pattern);
  const zone = options.utc ? { timeZone: 'UTC' } : {};
  return new Intl.DateTimeFormat(locale, { ...intl, ...zone }).format(parsed.toDate());
}

/**
 * Admin detail date and time: "1st March 2024 14:05:09pm" in English (the spec's format), the
 * locale's long date and time elsewhere ("1. März 2024 um 14:05:09", "2024年3月1日 14:05:09").
 */
export function formatDateTime(value: DateInput, options: FormatDateOptions = {}): string {
  return format(value, ADMIN_DATE_TIME_FORMAT, INTL_DATE_TIME, options);
}

/** Admin list date: "1st March 2024" in English, the locale's long date elsewhere. */
export function formatDate(value: DateInput, options: FormatDateOptions = {}): string {
  return format(value, LIST_DATE_FORMAT, INTL_DATE, options);
}
