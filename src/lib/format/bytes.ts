/**
 * Byte counts for people. The downloader's "RAM usage" and job badges use binary units (base
 * 1024) with 2 decimals; the admin resources panel shows memory and disk in MB.
 * Negative or non-finite counts are shown as zero: a byte count is never below zero, and a
 * glitch in a progress event should not print "NaN".
 * English keeps the spec's forms ("1.50 KiB", "1536.00 MB"); other languages write the number
 * and unit through Intl.NumberFormat ("1,50 kB", "1.536,00 MB"). Intl has no binary units, so
 * there the same base-1024 values carry its kilobyte…terabyte names, as file managers show them.
 */
import { formatUnit } from './unit';
import { intlLocale } from '../i18n';

const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'] as const;
const INTL_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
const MEBIBYTE = 1024 * 1024;

function sanitise(bytes: number): number {
  return Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
}

/**
 * "512 B", "1.50 KiB", "3.25 MiB" … up to TiB (larger counts stay in TiB). Whole bytes have no
 * decimals; every larger unit has exactly 2. A value that would round to 1024.00 of one unit is
 * shown as 1.00 of the next.
 */
export function formatBytes(bytes: number): string {
  const value = sanitise(bytes);
  const english = intlLocale() === 'en';
  if (value < 1024)
    return english
      ? `${Math.floor(value)} B`
      : formatUnit(Math.floor(value), 'byte', { decimals: 0 });
  let unit = 0;
  let scaled = value;
  while (unit < BINARY_UNITS.length - 1 && Number(scaled.toFixed(2)) >= 1024) {
    scaled /= 1024;
    unit += 1;
  }
  if (!english) return formatUnit(Number(scaled.toFixed(2)), INTL_UNITS[unit]!, { decimals: 2 });
  return `${scaled.toFixed(2)} ${BINARY_UNITS[unit]}`;
}

/**
 * Memory and disk in the admin resources panel: "1536.00 MB". MB here means 1024 × 1024 bytes
 * (what the hosting panel reports as MB), with 2 decimals and no thousands separator.
 */
export function formatMegabytes(bytes: number): string {
  const megabytes = sanitise(bytes) / MEBIBYTE;
  if (intlLocale() !== 'en')
    return formatUnit(Number(megabytes.toFixed(2)), 'megabyte', { decimals: 2 });
  return `${megabytes.toFixed(2)} MB`;
}

/**
 * "current / max" for a resource, e.g. "256.00 MB / 1024.00 MB". A max of 0 or less means the
 * host sets no limit and shows "∞".
 */
export function formatMegabytesUsage(currentBytes: number, maxBytes: number): string {
  const max = Number.isFinite(maxBytes) && maxBytes > 0 ? formatMegabytes(maxBytes) : '∞';
  return `${formatMegabytes(currentBytes)} / ${max}`;
}
