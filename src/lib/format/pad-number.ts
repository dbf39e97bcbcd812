/**
 * Queue rows, download jobs and zip entries are numbered with at least 3 digits ("001"); longer
 * numbers keep all their digits ("1000"). Fractions are dropped and a minus sign stays in front
 * ("-01"), so the result always reads back as the same whole number.
 */
export function padNumber(value: number, width = 3): string {
  if (!Number.isFinite(value)) return '0'.padStart(width, '0');
  const whole = Math.trunc(value);
  const digits = String(Math.abs(whole)).padStart(whole < 0 ? width - 1 : width, '0');
  return whole < 0 ? `-${digits}` : digits;
}
