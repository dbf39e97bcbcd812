/**
 * Minimal cookie access for the session tokens. Every cookie we write is SameSite=Strict with
 * Path=/ (spec 1 §3, §9), plus Secure when the page is served over https.
 */

/** The session's cookie names (spec 1 §3): read by token-store.ts. */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh';

/** Thirty days: a browser restart keeps the session; the backend's token lifetimes decide. */
export const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 30;

function hasDocument(): boolean {
  return typeof document !== 'undefined';
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

/** The attribute part of every Set-Cookie string we write, so a write and a delete match. */
function cookieAttributes(options: { secure: boolean; maxAgeSeconds: number }): string {
  const parts = ['Path=/', 'SameSite=Strict', `Max-Age=${options.maxAgeSeconds}`];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** The cookie's value, or undefined when it is absent (or there is no document, e.g. in Node). */
export function readCookie(name: string): string | undefined {
  if (!hasDocument()) return undefined;
  for (const pair of document.cookie.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      // A cookie someone else wrote with a stray '%': use it as it is rather than fail.
      return raw;
    }
  }
  return undefined;
}

export function writeCookie(name: string, value: string): void {
  if (!hasDocument()) return;
  const attributes = cookieAttributes({ secure: isHttps(), maxAgeSeconds: COOKIE_MAX_AGE_SECONDS });
  document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes}`;
}

export function deleteCookie(name: string): void {
  if (!hasDocument()) return;
  const attributes = cookieAttributes({ secure: isHttps(), maxAgeSeconds: 0 });
  document.cookie = `${name}=; ${attributes}`;
}
