import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBytes, formatMegabytes, formatMegabytesUsage } from './bytes';

describe('formatBytes', () => {
  it('shows whole bytes under 1 KiB', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(999)).toBe('999 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('uses base 1024 with 2 decimals', () => {
    expect(formatBytes(1024)).toBe('1.00 KiB');
    expect(formatBytes(1536)).toBe('1.50 KiB');
    expect(formatBytes(5 * 1024 * 1024 + 256 * 1024)).toBe('5.25 MiB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.00 GiB');
    expect(formatBytes(2 * 1024 ** 4)).toBe('2.00 TiB');
  });

  it('stays in TiB above it', () => {
    expect(formatBytes(2048 * 1024 ** 4)).toBe('2048.00 TiB');
  });

  it('moves up a unit instead of showing 1024.00', () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.00 MiB');
    expect(formatBytes(1024 * 1024 - 6)).toBe('1023.99 KiB');
  });

  it('shows zero for negative and broken counts', () => {
    expect(formatBytes(-1)).toBe('0 B');
    expect(formatBytes(Number.NaN)).toBe('0 B');
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe('0 B');
  });

  it('always shows a number below 1024 of a known unit that is within rounding of the input', () => {
    const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1000 * 1024 ** 4, noNaN: true }), (bytes) => {
        const match = /^(\d+(?:\.\d{2})?) (B|KiB|MiB|GiB|TiB)$/.exec(formatBytes(bytes));
        expect(match).not.toBeNull();
        const shown = Number(match![1]);
        const exponent = units.indexOf(match![2]!);
        expect(shown).toBeLessThan(1024);
        const back = shown * 1024 ** exponent;
        // 2 decimals of the unit, or the whole byte dropped below 1 KiB.
        expect(Math.abs(back - bytes)).toBeLessThanOrEqual(
          exponent === 0 ? 1 : 0.005 * 1024 ** exponent + 1e-6 * bytes,
        );
      }),
    );
  });
});

describe('formatMegabytes', () => {
  it('shows 1024 × 1024 bytes as 1 MB with 2 decimals', () => {
    expect(formatMegabytes(0)).toBe('0.00 MB');
    expect(formatMegabytes(1024 * 1024)).toBe('1.00 MB');
    expect(formatMegabytes(1536 * 1024 * 1024)).toBe('1536.00 MB');
    expect(formatMegabytes(-5)).toBe('0.00 MB');
  });

  it('pairs current and max, with ∞ for no limit', () => {
    expect(formatMegabytesUsage(256 * 1024 * 1024, 1024 * 1024 * 1024)).toBe(
      '256.00 MB / 1024.00 MB',
    );
    expect(formatMegabytesUsage(512 * 1024, 0)).toBe('0.50 MB / ∞');
  });
});
