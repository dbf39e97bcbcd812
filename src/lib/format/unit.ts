/**
 * A number with a unit as the active language writes it, through Intl.NumberFormat: "2 Minuten",
 * "1,50 kB", "١٠٬٠٠٠ مللي ثانية". The one place the unit formatters (sizes, durations, slider
 * milliseconds) are built.
 */
import { intlLocale } from '../i18n';

export function formatUnit(
  value: number,
  unit: string,
  {
    display = 'short',
    decimals,
  }: { display?: 'long' | 'short' | 'narrow'; decimals?: number } = {},
): string {
  return new Intl.NumberFormat(intlLocale(), {
    style: 'unit',
    unit,
    unitDisplay: display,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
