import { crc32 as zlibCrc32 } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc32, crc32Update } from './crc32';

describe('crc32', () => {
  it('matches the standard check value and zlib', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array(0))).toBe(0);
    const bytes = Uint8Array.from({ length: 100_003 }, (_, i) => (i * 7919) & 0xff);
    expect(crc32(bytes)).toBe(zlibCrc32(bytes));
    // Starting off a 4-byte boundary: bytes one by one until the words line up.
    expect(crc32(bytes.subarray(3, 99_001))).toBe(zlibCrc32(bytes.subarray(3, 99_001)));
  });

  it('chunk by chunk equals all at once, wherever the chunks are cut', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.array(fc.nat(300)), (bytes, cuts) => {
        const points = [...new Set(cuts.map((cut) => cut % (bytes.length + 1)))].sort(
          (a, b) => a - b,
        );
        let crc = 0;
        let from = 0;
        for (const to of [...points, bytes.length]) {
          crc = crc32Update(crc, bytes.subarray(from, to));
          from = to;
        }
        expect(crc).toBe(zlibCrc32(bytes));
      }),
    );
  });
});
