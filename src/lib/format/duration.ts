/**
 * Durations as the screens show them. Every function takes milliseconds and treats negative,
 * non-finite or sub-second input as "unknown or zero": the spec uses a duration of 0 for an
 * unknown track length, so these never throw and never print a minus sign.
 * English keeps the spec's words ("1 hour 2 minutes", "1h 2m"); other languages name the units
 * through Intl.NumberFormat and join them with Intl.ListFormat ("1 Stunde und 2 Minuten",
 * "1時間2分"). The clock form (m:ss) reads the same everywhere, as media players show it.
 */
import { formatUnit } from './unit';
import { intlLocale } from '../i18n';

interface Parts {
  hours: number;
  minutes: number;
  seconds: number;
}

function splitDuration(milliseconds: number): Parts {
  const totalSeconds =
    Number.isFinite(milliseconds) && milliseconds > 0 ? Math.floor(milliseconds / 1000) : 0;
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/** A track length as the queue shows it: `m:ss` under an hour, `h:mm:ss` from an hour on. */
export function formatDuration(milliseconds: number): string {
  const { hours, minutes, seconds } = splitDuration(milliseconds);
  const ss = String(seconds).padStart(2, '0');
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`;
  return `${minutes}:${ss}`;
}

type Unit = 'hour' | 'minute' | 'second';

/** The non-zero units, largest first; seconds alone (0) for a zero duration. */
function units(milliseconds: number): [Unit, number][] {
  const { hours, minutes, seconds } = splitDuration(milliseconds);
  const parts: [Unit, number][] = [];
  if (hours > 0) parts.push(['hour', hours]);
  if (minutes > 0) parts.push(['minute', minutes]);
  if (seconds > 0 || parts.length === 0) parts.push(['second', seconds]);
  return parts;
}

/** The units as the active language writes and lists them, long ("2 Minuten") or narrow. */
function intlDuration(parts: [Unit, number][], width: 'long' | 'narrow'): string {
  const locale = intlLocale();
  const words = parts.map(([unit, n]) => formatUnit(n, unit, { display: width }));
  return new Intl.ListFormat(locale, { type: 'unit', style: width }).format(words);
}

/**
 * The long form for totals (queue, album, playlist, stats): "1 hour 2 minutes 5 seconds".
 * Zero units are left out; a zero duration reads "0 seconds". Hours are not rolled into days,
 * so an all-time total reads "130 hours 4 minutes".
 */
export function formatDurationLong(milliseconds: number): string {
  const parts = units(milliseconds);
  if (intlLocale() !== 'en') return intlDuration(parts, 'long');
  return parts.map(([unit, n]) => `${n} ${unit}${n === 1 ? '' : 's'}`).join(' ');
}

/** The short form for tight spaces: "1h 2m 5s", zero units left out, "0s" for zero. */
export function formatDurationShort(milliseconds: number): string {
  const parts = units(milliseconds);
  if (intlLocale() !== 'en') return intlDuration(parts, 'narrow');
  return parts.map(([unit, n]) => `${n}${unit[0]}`).join(' ');
}

/**
 * A setting in milliseconds, as its slider shows it: the spec's "10000ms" in English, the
 * language's own number and unit elsewhere ("10.000 ms", "١٠٬٠٠٠ مللي ثانية").
 */
export function formatMilliseconds(milliseconds: number): string {
  if (intlLocale() === 'en') return `${milliseconds}ms`;
  return formatUnit(milliseconds, 'millisecond');
}
