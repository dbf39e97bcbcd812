import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { padNumber } from './pad-number';

describe('padNumber', () => {
  it('pads to 3 digits and leaves longer numbers alone', () => {
    expect(padNumber(1)).toBe('001');
    expect(padNumber(0)).toBe('000');
    expect(padNumber(42)).toBe('042');
    expect(padNumber(999)).toBe('999');
    expect(padNumber(1000)).toBe('1000');
  });

  it('takes another width', () => {
    expect(padNumber(7, 2)).toBe('07');
    expect(padNumber(7, 5)).toBe('00007');
  });

  it('drops fractions and keeps the sign in front', () => {
    expect(padNumber(12.9)).toBe('012');
    expect(padNumber(-1)).toBe('-01');
    expect(padNumber(Number.NaN)).toBe('000');
  });

  it('always reads back as the same whole number and is never shorter than the width', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => {
        const padded = padNumber(n);
        expect(padded.length).toBeGreaterThanOrEqual(3);
        expect(Number(padded)).toBe(n);
      }),
    );
  });
});
