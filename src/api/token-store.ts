import { deleteCookie, readCookie, writeCookie } from './cookies';
import type { components } from '@/contract/schema';

export type TokenPair = components['schemas']['TokenPair'];

/** Cookie names from spec 1 §3. */
export const TOKEN_COOKIE = 'token';
export const REFRESH_COOKIE = 'refresh';

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

/** The browser's store: the `token` and `refresh` cookies. */
export function createCookieTokenStore(): TokenStore {
  const { subscribe, notify } = createListeners();
  return {
    getToken: () => readCookie(TOKEN_COOKIE) || undefined,
    getRefreshToken: () => readCookie(REFRESH_COOKIE) || undefined,
    setTokens(pair) {
      writeCookie(TOKEN_COOKIE, pair.jwt);
      writeCookie(REFRESH_COOKIE, pair.refresh);
      notify();
    },
    clearTokens() {
      deleteCookie(TOKEN_COOKIE);
      deleteCookie(REFRESH_COOKIE);
      notify();
    },
    subscribe,
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
