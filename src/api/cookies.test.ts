// @vitest-environment jsdom
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_MAX_AGE_SECONDS, deleteCookie, readCookie, writeCookie } from './cookies';
import { currentUser, decodeToken } from './session';
import { createCookieTokenStore } from './token-store';

/** Records what is written to document.cookie while still writing it. */
function recordCookieWrites() {
  const setter = vi.spyOn(document, 'cookie', 'set');
  return () => setter.mock.calls.map(([value]) => value);
}

function clearAllCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  clearAllCookies();
});

describe('cookies', () => {
  it('writes SameSite=Strict, Path=/ and no Secure on http', () => {
    const writes = recordCookieWrites();

    writeCookie('token', 'abc.def.ghi');

    expect(writes()).toEqual([
      `token=abc.def.ghi; Path=/; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_SECONDS}`,
    ]);
    expect(readCookie('token')).toBe('abc.def.ghi');
  });

  it('adds Secure on https', () => {
    vi.stubGlobal('location', new URL('https://dashboard.example/home'));
    const writes = recordCookieWrites();

    writeCookie('refresh', 'r-1');
    deleteCookie('refresh');

    expect(writes()).toEqual([
      `refresh=r-1; Path=/; SameSite=Strict; Max-Age=${COOKIE_MAX_AGE_SECONDS}; Secure`,
      'refresh=; Path=/; SameSite=Strict; Max-Age=0; Secure',
    ]);
  });

  it('round-trips any value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (value) => {
        writeCookie('token', value);
        expect(readCookie('token')).toBe(value);
      }),
      { numRuns: 50 },
    );
  }, 30_000);

  it('deletes a cookie', () => {
    writeCookie('token', 'x');
    deleteCookie('token');
    expect(readCookie('token')).toBeUndefined();
  });

  it('does not confuse cookies whose names share a prefix', () => {
    document.cookie = 'refresh_token=nope; Path=/';
    document.cookie = 'xtoken=nope; Path=/';
    expect(readCookie('token')).toBeUndefined();
    writeCookie('token', 'yes');
    expect(readCookie('token')).toBe('yes');
  });
});

describe('token store over cookies', () => {
  it('stores, reads, clears and notifies', () => {
    const store = createCookieTokenStore();
    const changes = vi.fn<() => void>();
    store.subscribe(changes);

    store.setTokens({ jwt: 'j-1', refresh: 'r-1' });
    expect([store.getToken(), store.getRefreshToken()]).toEqual(['j-1', 'r-1']);
    expect(document.cookie).toContain('token=j-1');

    store.clearTokens();
    expect([store.getToken(), store.getRefreshToken()]).toEqual([undefined, undefined]);
    expect(changes).toHaveBeenCalledTimes(2);
  });

  it('any text in the token cookie never throws and means signed out unless it decodes', () => {
    const store = createCookieTokenStore();
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (raw) => {
        // Written raw, as a hostile or corrupted cookie would be.
        document.cookie = `token=${raw}; Path=/`;
        const stored = store.getToken();
        const user = currentUser(store);
        expect(user).toEqual(decodeToken(stored));
        if (stored === undefined || stored.split('.').length !== 3) expect(user).toBeNull();
      }),
      { numRuns: 50 },
    );
  }, 30_000);
});
