/**
 * Every format in German, Arabic and Japanese: what Intl gives for the language (Arabic with the
 * digits this Intl uses for 'ar'). Intl separates with no-break and narrow no-break spaces and
 * marks direction in Arabic; `plain` makes those visible as ordinary spaces or nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { formatAudioValue } from '../player/audio-settings';
import { formatBytes, formatMegabytes } from './bytes';
import { formatDate, formatDateTime, NEVER_DATE } from './date';
import {
  formatDuration,
  formatDurationLong,
  formatDurationShort,
  formatMilliseconds,
} from './duration';
import { formatFollowers } from './followers';
import { activateLanguage } from '../i18n';
import { playerStateLabel } from '../player/state';
import { fromNow } from './relative-time';

const plain = (text: string) => text.replace(/[\u200e\u200f\u061c]/gu, '').replace(/\s/gu, ' ');
const at = Date.UTC(2024, 2, 1, 14, 5, 9);
const NOW = Date.UTC(2024, 5, 15, 12, 0, 0);
const min = 60_000;
const day = 24 * 60 * min;
/** This Intl's digits for Arabic ("5" or "٥"). */
const arabic = (n: number) => new Intl.NumberFormat('ar', { useGrouping: false }).format(n);

afterEach(() => activateLanguage('en'));

describe('formats in German', () => {
  it('writes dates, relative times, durations, sizes and counts the German way', async () => {
    await activateLanguage('de');
    expect(formatDateTime(at, { utc: true })).toBe('1. März 2024 um 14:05:09');
    expect(formatDate(at, { utc: true })).toBe('1. März 2024');
    expect(formatDate(null, { fallback: NEVER_DATE })).toBe('Nie');
    expect(formatDate(null)).toBe('Unbekannt');
    expect(plain(fromNow(NOW - 5 * min, NOW))).toBe('vor 5 Min.');
    expect(plain(fromNow(NOW + 2 * day, NOW))).toBe('in 2 Tagen');
    expect(fromNow(NOW - 3000, NOW)).toBe('jetzt');
    expect(formatDurationLong(3_725_000)).toBe('1 Stunde, 2 Minuten und 5 Sekunden');
    expect(formatDurationLong(0)).toBe('0 Sekunden');
    expect(plain(formatDurationShort(3_725_000))).toBe('1h, 2 Min. und 5 Sek.');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
    expect(plain(formatMilliseconds(10_000))).toBe('10.000 ms');
    expect(plain(formatBytes(1536))).toBe('1,50 kB');
    expect(plain(formatBytes(512))).toBe('512 Byte');
    expect(plain(formatMegabytes(1536 * 1024 * 1024))).toBe('1.536,00 MB');
    expect(formatFollowers(1_234_567)).toBe('1.234.567 Follower');
    expect(plain(formatAudioValue('volume', 100))).toBe('100 %');
    expect(formatAudioValue('crossfade', 0)).toBe('Crossfade aus');
    expect(playerStateLabel(1)).toBe('Pausiert');
  });
});

describe('formats in Arabic', () => {
  it('writes dates, relative times, durations, sizes and counts the Arabic way', async () => {
    await activateLanguage('ar');
    expect(plain(formatDate(at, { utc: true }))).toBe(`${arabic(1)} مارس ${arabic(2024)}`);
    expect(plain(formatDateTime(at, { utc: true }))).toContain('مارس');
    expect(formatDate(undefined)).toBe('غير معروف');
    expect(plain(fromNow(NOW - 5 * min, NOW))).toBe(`قبل ${arabic(5)} دقائق`);
    expect(fromNow(NOW - 3000, NOW)).toBe('الآن');
    expect(plain(formatDurationLong(3_725_000))).toBe(`ساعة، ودقيقتان، و${arabic(5)} ثوان`);
    expect(plain(formatBytes(512))).toBe(`${arabic(512)} بايت`);
    expect(plain(formatBytes(1536))).toContain('كيلوبايت');
    // Arabic's own plural forms: one, two, few, many.
    expect(formatFollowers(1)).toBe('متابع واحد');
    expect(formatFollowers(2)).toBe('متابعان');
    expect(formatFollowers(5)).toBe(`${arabic(5)} متابعين`);
    expect(formatFollowers(11)).toBe(`${arabic(11)} متابعًا`);
  });
});

describe('formats in Japanese', () => {
  it('writes dates, relative times, durations, sizes and counts the Japanese way', async () => {
    await activateLanguage('ja');
    expect(formatDateTime(at, { utc: true })).toBe('2024年3月1日 14:05:09');
    expect(formatDate(at, { utc: true })).toBe('2024年3月1日');
    expect(formatDate(null, { fallback: NEVER_DATE })).toBe('なし');
    expect(plain(fromNow(NOW - 5 * min, NOW))).toBe('5 分前');
    expect(plain(fromNow(NOW + 2 * day, NOW))).toBe('2 日後');
    expect(plain(formatDurationLong(3_725_000))).toBe('1 時間 2 分 5 秒');
    expect(plain(formatBytes(1536))).toBe('1.50 KB');
    expect(plain(formatMegabytes(1536 * 1024 * 1024))).toBe('1,536.00 MB');
    expect(formatFollowers(1_234_567)).toBe('フォロワー 1,234,567 人');
    expect(playerStateLabel(0)).toBe('再生中');
  });
});
