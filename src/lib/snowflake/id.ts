/**
 * Chat-platform ids ("snowflakes": channels, guilds) are unsigned 64-bit integers, 1 to 20
 * digits, up to 18446744073709551615. A JavaScript number keeps only 15–16 digits (the largest
 * exact integer is 9007199254740991), so the app never holds one in a `number`: it holds the
 * decimal digits as a string, and only the wire writes them as a JSON number literal
 * (`json.ts`).
 */

/** An id as canonical decimal digits: no sign, no leading zero (except "0" itself), ≤ the max. */
export type Snowflake = string;

/** 2^64 − 1. */
export const SNOWFLAKE_MAX = '18446744073709551615';
const SNOWFLAKE_MAX_DIGITS = SNOWFLAKE_MAX.length;

const CANONICAL = /^(?:0|[1-9]\d{0,19})$/;

/** Digits of equal length compare like the numbers they spell; shorter is smaller. */
function atMostMax(digits: string): boolean {
  return (
    digits.length < SNOWFLAKE_MAX_DIGITS ||
    (digits.length === SNOWFLAKE_MAX_DIGITS && digits <= SNOWFLAKE_MAX)
  );
}

/** True for canonical digits in range: exactly what may be written as the wire's literal. */
export function isSnowflake(value: unknown): value is Snowflake {
  return typeof value === 'string' && CANONICAL.test(value) && atMostMax(value);
}

export type SnowflakeReading =
  { ok: true; value: Snowflake } | { ok: false; reason: 'empty' | 'not-digits' | 'too-big' };

/**
 * Reads what a person typed or pasted: surrounding whitespace is dropped, then decimal digits
 * up to the max (1–20 significant digits; leading zeros are allowed and dropped, "007" is 7).
 * Anything else says why not.
 */
export function readSnowflake(text: string): SnowflakeReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, reason: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, reason: 'not-digits' };
  const value = trimmed.replace(/^0+(?=\d)/, '');
  return atMostMax(value) ? { ok: true, value } : { ok: false, reason: 'too-big' };
}
