import { parseDate, UNKNOWN_DATE, type DateInput } from './format-date';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30.4375 * DAY;
const YEAR = 365.25 * DAY;

/** The spec's English labels, in order of size. */
export const RELATIVE_TIME_LABELS = {
  now: 'just now',
  seconds: '%d secs',
  minute: '1 min',
  minutes: '%d mins',
  hour: '1 hr',
  hours: '%d hrs',
  day: '1 day',
  days: '%d days',
  month: '1 mth',
  months: '%d mths',
  year: '1 yr',
  years: '%d yrs',
  future: 'in %s',
  past: '%s ago',
} as const;

const L = RELATIVE_TIME_LABELS;

function plural(label: string, count: number): string {
  // A plural label never says 1: the singular band ends where rounding would reach 2.
  return label.replace('%d', String(Math.max(2, count)));
}

/**
 * The amount of time without direction. Bands follow dayjs's relativeTime thresholds (the
 * library the spec's labels come from), with a 'just now' band under 10 s and '%d secs' to 45 s.
 */
export function describeSpan(milliseconds: number): string {
  const ms = Math.abs(milliseconds);
  if (ms < 10 * SECOND) return L.now;
  if (ms < 45 * SECOND) return L.seconds.replace('%d', String(Math.floor(ms / SECOND)));
  if (ms < 90 * SECOND) return L.minute;
  if (ms < 45 * MINUTE) return plural(L.minutes, Math.round(ms / MINUTE));
  if (ms < 90 * MINUTE) return L.hour;
  if (ms < 22 * HOUR) return plural(L.hours, Math.round(ms / HOUR));
  if (ms < 36 * HOUR) return L.day;
  if (ms < 26 * DAY) return plural(L.days, Math.round(ms / DAY));
  if (ms < 46 * DAY) return L.month;
  if (ms < 320 * DAY) return plural(L.months, Math.round(ms / MONTH));
  if (ms < 548 * DAY) return L.year;
  return plural(L.years, Math.round(ms / YEAR));
}

/**
 * Like dayjs's `fromNow`: "5 mins ago", "in 2 days". 'just now' stands alone in both directions
 * (never "just now ago"). `now` is a parameter so screens can tick and tests stay fixed.
 * A missing or unreadable date shows `fallback` ('Unknown').
 */
export function fromNow(
  value: DateInput,
  now: number = Date.now(),
  fallback = UNKNOWN_DATE,
): string {
  const date = parseDate(value);
  if (!date || !Number.isFinite(now)) return fallback;
  const diff = date.valueOf() - now;
  const span = describeSpan(diff);
  if (span === L.now) return span;
  return (diff > 0 ? L.future : L.past).replace('%s', span);
}
