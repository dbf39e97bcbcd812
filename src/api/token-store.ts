import { deleteCookie, readCookie, REFRESH_COOKIE, TOKEN_COOKIE, writeCookie } from './cookies';
import { createBrowserSessionChannel, type SessionChannel } from './session-channel';
import type { components } from '@/contract/schema';

export type TokenPair = components['schemas']['TokenPair'];

/** Where the client finds and keeps the session and refresh tokens. */
export interface TokenStore {
  getToken(): string | undefined;
  getRefreshToken(): string | undefined;
  setTokens(pair: TokenPair): void;
  clearTokens(): void;
  /** Called after every setTokens/clearTokens; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}

/**
 * The browser's store: the `token` and `refresh` cookies, shared by every tab. A change is told
 * to the other tabs (`channel`), and a change told by another tab is told to this tab's
 * listeners: a sign-out anywhere signs every tab out at once, and a pair stored by another tab is
 * what this one reads next. The channel is opened on first use (nothing is opened in Node tools).
 */
export function createCookieTokenStore(
  openChannel: () => SessionChannel = createBrowserSessionChannel,
): TokenStore {
  const { subscribe, notify } = createListeners();
  let channel: SessionChannel | undefined;
  function shared(): SessionChannel {
    if (channel === undefined) {
      channel = openChannel();
      channel.subscribe((change) => {
        // The cookies are already gone; deleting again makes sure this tab reads them gone.
        if (change === 'signed-out') removeCookies();
        notify();
      });
    }
    return channel;
  }
  function removeCookies() {
    deleteCookie(TOKEN_COOKIE);
    deleteCookie(REFRESH_COOKIE);
  }
  return {
    getToken: () => readCookie(TOKEN_COOKIE) || undefined,
    getRefreshToken: () => readCookie(REFRESH_COOKIE) || undefined,
    setTokens(pair) {
      writeCookie(TOKEN_COOKIE, pair.jwt);
      writeCookie(REFRESH_COOKIE, pair.refresh);
      notify();
      shared().post('stored');
    },
    clearTokens() {
      removeCookies();
      notify();
      shared().post('signed-out');
    },
    subscribe(listener) {
      shared();
      return subscribe(listener);
    },
  };
}

/** A store in memory: for tests, and for Node tools that drive the API without a browser. */
export function createMemoryTokenStore(initial?: Partial<TokenPair>): TokenStore {
  const { subscribe, notify } = createListeners();
  let token = initial?.jwt;
  let refresh = initial?.refresh;
  return {
    getToken: () => token,
    getRefreshToken: () => refresh,
    setTokens(pair) {
      token = pair.jwt;
      refresh = pair.refresh;
      notify();
    },
    clearTokens() {
      token = undefined;
      refresh = undefined;
      notify();
    },
    subscribe,
  };
}

/** The app's one store (cookies). */
export const tokenStore: TokenStore = createCookieTokenStore();
