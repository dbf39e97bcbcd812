import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './accept-encoding';

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(null)).toBeNull();
  });
});
