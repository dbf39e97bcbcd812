import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  cacheControlFor,
  contentSecurityPolicy,
  originOf,
  securityHeaders,
} from './security-headers.mjs';

const nginx = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');

describe('security headers', () => {
  it('allow scripts from our own origin only', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('let a backend on another origin be called', () => {
    expect(contentSecurityPolicy({ apiOrigin: 'https://api.example.com' })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
    expect(originOf('https://api.example.com/v1/')).toBe('https://api.example.com');
    expect(originOf('')).toBeUndefined();
    expect(originOf('/relative')).toBeUndefined();
  });

  it('cache hashed assets for a year and revalidate the app shell', () => {
    expect(cacheControlFor('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
    expect(cacheControlFor('/instances/3/read')).toBe('no-cache');
  });

  it('are the ones deploy/nginx.conf sends, in every location', () => {
    expect(nginx).toContain(`set $csp "${contentSecurityPolicy()}";`);
    for (const [name, value] of Object.entries(securityHeaders())) {
      const line =
        name === 'Content-Security-Policy'
          ? `add_header ${name} $csp always;`
          : `add_header ${name} "${value}" always;`;
      expect(nginx.split(line).length - 1, `${name} in every location`).toBe(3);
    }
  });
});
