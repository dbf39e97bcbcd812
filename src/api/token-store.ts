import { deleteCookie, readCookie, REFRESH_COOKIE, TOKEN_COOKIE, writeCookie } from './cookies';
import { createBrowserSessionChannel, type SessionChannel } from './session-channel';
import type { components } from '@/contract/schema';
import { createStore } from '@/lib/state/store';

export type TokenPair = components['schemas']['TokenPair'];

/** Where the client finds and keeps the session and refresh tokens. */
export interface TokenStore {
  getToken(): string | undefined;
  getRefreshToken(): string | undefined;
  setTokens(pair: TokenPair): void;
  clearTokens(): void;
  /** Called when the pair this tab knows changed; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Where a token store keeps the pair: the browser's cookies, memory, a jar a test's tabs share. */
export interface TokenJar {
  read(): Partial<TokenPair> | undefined;
  write(pair: TokenPair | undefined): void;
}

const samePair = (a?: Partial<TokenPair>, b?: Partial<TokenPair>) =>
  a?.jwt === b?.jwt && a?.refresh === b?.refresh;

/**
 * A token store over `jar`. Every read asks the jar, so a pair another tab stored is what this
 * tab reads next. The store holds the pair as this tab last saw it, and its listeners hear when
 * that changes: when this tab stores or clears the pair, or when `reread` (another tab said the
 * pair changed) finds it changed.
 */
export function createTokenStore(jar: TokenJar): TokenStore & { reread(): void } {
  const seen = createStore(jar.read(), samePair);
  const reread = () => seen.set(jar.read());
  return {
    getToken: () => jar.read()?.jwt || undefined,
    getRefreshToken: () => jar.read()?.refresh || undefined,
    setTokens(pair) {
      jar.write({ ...pair });
      reread();
    },
    clearTokens() {
      jar.write(undefined);
      reread();
    },
    subscribe: seen.subscribe,
    reread,
  };
}

/** The `token` and `refresh` cookies. */
const cookieJar: TokenJar = {
  read: () => ({ jwt: readCookie(TOKEN_COOKIE), refresh: readCookie(REFRESH_COOKIE) }),
  write(pair) {
    if (pair === undefined) {
      deleteCookie(TOKEN_COOKIE);
      deleteCookie(REFRESH_COOKIE);
    } else {
      writeCookie(TOKEN_COOKIE, pair.jwt);
      writeCookie(REFRESH_COOKIE, pair.refresh);
    }
  },
};

/**
 * The browser's store: the `token` and `refresh` cookies, shared by every tab. A change is told
 * to the other tabs (`channel`), and a change told by another tab is told to this tab's
 * listeners: a sign-out anywhere signs every tab out at once, and a pair stored by another tab is
 * what this one reads next. The channel is opened on first use (nothing is opened in Node tools).
 */
export function createCookieTokenStore(
  openChannel: () => SessionChannel = createBrowserSessionChannel,
): TokenStore {
  const { reread, ...tokens } = createTokenStore(cookieJar);
  let channel: SessionChannel | undefined;
  function shared(): SessionChannel {
    if (channel === undefined) {
      channel = openChannel();
      channel.subscribe((change) => {
        // The cookies are already gone; deleting again makes sure this tab reads them gone.
        if (change === 'signed-out') cookieJar.write(undefined);
        reread();
      });
    }
    return channel;
  }
  return {
    ...tokens,
    setTokens(pair) {
      tokens.setTokens(pair);
      shared().post('stored');
    },
    clearTokens() {
      tokens.clearTokens();
      shared().post('signed-out');
    },
    subscribe(listener) {
      shared();
      return tokens.subscribe(listener);
    },
  };
}

/** A store in memory: for tests, and for Node tools that drive the API without a browser. */
export function createMemoryTokenStore(initial?: Partial<TokenPair>): TokenStore {
  let pair = initial;
  return createTokenStore({
    read: () => pair,
    write: (next) => {
      pair = next;
    },
  });
}

/** The app's one store (cookies). */
export const tokenStore: TokenStore = createCookieTokenStore();
