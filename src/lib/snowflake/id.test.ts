import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSnowflake, readSnowflake, SNOWFLAKE_MAX } from './id';

const MAX = BigInt(SNOWFLAKE_MAX);
/** Every id the platform can mint, from 0 to 2^64 − 1, as canonical digits. */
const snowflakeDigits = () => fc.bigInt({ min: 0n, max: MAX }).map(String);
const whitespace = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\u00a0') });

describe('readSnowflake', () => {
  it('keeps every digit of every id, with spaces around it and leading zeros', () => {
    fc.assert(
      fc.property(
        snowflakeDigits(),
        whitespace,
        whitespace,
        fc.nat({ max: 3 }),
        (digits, before, after, zeros) => {
          expect(readSnowflake(`${before}${'0'.repeat(zeros)}${digits}${after}`)).toEqual({
            ok: true,
            value: digits,
          });
        },
      ),
    );
  });

  it('says too big above 18446744073709551615, not digits for anything else, empty for blank', () => {
    expect(readSnowflake(SNOWFLAKE_MAX)).toEqual({ ok: true, value: SNOWFLAKE_MAX });
    expect(readSnowflake('18446744073709551616')).toEqual({ ok: false, reason: 'too-big' });
    expect(readSnowflake('123456789012345678901')).toEqual({ ok: false, reason: 'too-big' });
    fc.assert(
      fc.property(fc.bigInt({ min: MAX + 1n }), (big) => {
        expect(readSnowflake(String(big))).toEqual({ ok: false, reason: 'too-big' });
      }),
    );
    for (const text of ['-1', '1.5', '1e3', '12a', '0x1f', '1 234', '１２３']) {
      expect(readSnowflake(text)).toEqual({ ok: false, reason: 'not-digits' });
    }
    expect(readSnowflake(' \n ')).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('isSnowflake', () => {
  it('is true exactly for canonical digits in range', () => {
    fc.assert(
      fc.property(snowflakeDigits(), (digits) => {
        expect(isSnowflake(digits)).toBe(true);
      }),
    );
    for (const value of ['', '007', '-1', '1.0', ' 1', '18446744073709551616', 12, null]) {
      expect(isSnowflake(value)).toBe(false);
    }
  });
});
