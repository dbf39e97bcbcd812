import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import utc from 'dayjs/plugin/utc';
import { fallbackText, parseDate, UNKNOWN_DATE, type DateInput } from './date';
import { intlLocale } from '../i18n';

dayjs.extend(relativeTime);
dayjs.extend(utc);

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

/** dayjs's types allow only strings here; its runtime, and locales such as `ru`, take functions. */
type RelativeTimeLabels = Record<
  keyof ILocale['relativeTime'],
  string | ((span: string) => string) | ((count: number) => string)
>;

/**
 * The labels as a dayjs locale of their own, so dayjs's relativeTime plugin picks the band with
 * its own thresholds (44 s, 89 s, 44 min, 89 min, 21 h, 35 h, 25 days, 45 days, 10 months,
 * 17 months) and rounding. Ours on top: under 10 s is 'just now', which stands alone in both
 * directions (never "just now ago"), and up to 44 s counts the seconds. Registered without
 * becoming the global locale: dates elsewhere keep dayjs's English.
 */
const spec: Omit<ILocale, 'relativeTime' | 'formats'> & { relativeTime: RelativeTimeLabels } = {
  name: 'en-relative-spec',
  relativeTime: {
    future: (span: string) => (span === L.now ? span : L.future.replace('%s', span)),
    past: (span: string) => (span === L.now ? span : L.past.replace('%s', span)),
    s: (seconds: number) => (seconds < 10 ? L.now : L.seconds.replace('%d', String(seconds))),
    m: L.minute,
    mm: L.minutes,
    h: L.hour,
    hh: L.hours,
    d: L.day,
    dd: L.days,
    M: L.month,
    MM: L.months,
    y: L.year,
    yy: L.years,
  },
};
const LOCALE = dayjs.locale(spec as unknown as ILocale, undefined, true);

/** dayjs's label keys and the Intl unit each counts in; the one-letter keys are a single unit. */
const BAND_UNITS: Record<string, Intl.RelativeTimeFormatUnit> = {
  s: 'second',
  m: 'minute',
  mm: 'minute',
  h: 'hour',
  hh: 'hour',
  d: 'day',
  dd: 'day',
  M: 'month',
  MM: 'month',
  y: 'year',
  yy: 'year',
};

/**
 * For other languages the same bands, told by a second dayjs locale whose labels are the band's
 * key and count ("mm:5"), and worded by Intl.RelativeTimeFormat ("vor 5 Min.", "5 分前").
 */
const band = (count: number, _withoutSuffix: boolean, key: string) => `${key}:${count}`;
const bands: Omit<ILocale, 'relativeTime' | 'formats'> & { relativeTime: RelativeTimeLabels } = {
  name: 'relative-bands',
  relativeTime: {
    future: '%s',
    past: '%s',
    ...(Object.fromEntries(Object.keys(BAND_UNITS).map((key) => [key, band])) as Omit<
      RelativeTimeLabels,
      'future' | 'past'
    >),
  },
};
const BANDS = dayjs.locale(bands as unknown as ILocale, undefined, true);

function intlFromNow(date: dayjs.Dayjs, now: number): string {
  const [key = 's', raw = '0'] = date.utc().locale(BANDS).from(dayjs.utc(now), true).split(':');
  const unit = BAND_UNITS[key] ?? 'second';
  const format = new Intl.RelativeTimeFormat(intlLocale(), { style: 'short', numeric: 'auto' });
  // Under 10 s is "now" in both directions, as the English 'just now'.
  if (unit === 'second' && Number(raw) < 10) return format.format(0, 'second');
  const count = key.length === 1 && key !== 's' ? 1 : Number(raw);
  const always = new Intl.RelativeTimeFormat(intlLocale(), { style: 'short', numeric: 'always' });
  return always.format(date.valueOf() > now ? count : -count, unit);
}

/**
 * Like dayjs's `fromNow`: "5 mins ago", "in 2 days". `now` is a parameter so screens can tick
 * and tests stay fixed. Months and years are calendar ones counted from `now`, as dayjs counts
 * them, on the UTC calendar: the same text in every time zone (a local calendar moves the band
 * edges by a daylight-saving hour). A missing or unreadable date shows `fallback` ('Unknown').
 * English speaks the spec's labels; other languages the same bands through Intl.
 */
export function fromNow(
  value: DateInput,
  now: number = Date.now(),
  fallback = UNKNOWN_DATE,
): string {
  const date = parseDate(value);
  if (!date || !Number.isFinite(now)) return fallbackText(fallback);
  if (intlLocale() !== 'en') return intlFromNow(date, now);
  return date.utc().locale(LOCALE).from(dayjs.utc(now));
}
