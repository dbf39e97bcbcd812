import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { safeHttpUrl } from './safe-url';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

describe('safeHttpUrl', () => {
  it('keeps absolute http and https addresses', () => {
    expect(safeHttpUrl('https://i.scdn.co/image/ab67616d0000b273')).toBe(
      'https://i.scdn.co/image/ab67616d0000b273',
    );
    expect(safeHttpUrl('  http://example.com/a b?x=1#y ')).toBe('http://example.com/a%20b?x=1#y');
    expect(safeHttpUrl('HTTPS://EXAMPLE.com')).toBe('https://example.com/');
  });

  it('keeps same-origin paths', () => {
    expect(safeHttpUrl('/mock/covers/12.svg')).toBe('/mock/covers/12.svg');
    expect(safeHttpUrl('/a/../b?q=1#h')).toBe('/b?q=1#h');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.com/1',
    'file:///etc/passwd',
    'ftp://example.com/x',
    '//evil.example/x',
    '/\\evil.example/x',
    '/\t/evil.example/x',
    '\\\\evil.example\\x',
    'https://user:pass@example.com/',
    'https://',
    'example.com',
    'cover.png',
    '',
    '   ',
  ])('refuses %j', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });

  it('refuses values that are not strings', () => {
    for (const value of [undefined, null, 42, {}, [], new URL('https://example.com')]) {
      expect(safeHttpUrl(value)).toBeUndefined();
    }
  });

  it('never throws, and whatever it returns is an http(s) address', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          fc.webUrl({ validSchemes: ['http', 'https', 'ftp', 'javascript', 'data'] }),
          fc.anything({ maxDepth: 1 }),
        ),
        (value) => {
          const out = safeHttpUrl(value);
          if (out === undefined) return;
          const parsed = new URL(out, 'https://dashboard.example');
          expect(['http:', 'https:']).toContain(parsed.protocol);
          if (out.startsWith('/')) expect(parsed.origin).toBe('https://dashboard.example');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps every well-formed https address', () => {
    fc.assert(
      fc.property(fc.webUrl({ validSchemes: ['https'] }), (value) => {
        expect(safeHttpUrl(value)).toBe(new URL(value).href);
      }),
    );
  });
});
