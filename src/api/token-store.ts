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
  /** Called after every setTokens/clearTokens, and another tab's; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Where a token store keeps the pair: the browser's cookies, memory, a jar a test's tabs share. */
export interface TokenJar {
  read(): Partial<TokenPair> | undefined;
  write(pair: TokenPair | undefined): void;
}

/**
 * A token store over `jar`. Every read asks the jar, so a pair another tab stored is what this
 * tab reads next. The store counts the changes of the pair this tab knows of, and its listeners
 * hear of each: this tab stored or cleared the pair, or `changed` was called (another tab said
 * it did).
 */
export function createTokenStore(jar: TokenJar): TokenStore & { changed(): void } {
  const changes = createStore(0);
  const changed = () => changes.set(changes.get() + 1);
  return {
    getToken: () => jar.read()?.jwt || undefined,
    getRefreshToken: () => jar.read()?.refresh || undefined,
    setTokens(pair) {
      jar.write(pair);
      changed();
    },
    clearTokens() {
      jar.write(undefined);
      changed();
    },
    subscribe: changes.subscribe,
    changed,
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
  let channel: SessionChannel | undefined;
  function shared(): SessionChannel {
    if (channel === undefined) {
      channel = openChannel();
      channel.subscribe((change) => {
        // The cookies are already gone; deleting again makes sure this tab reads them gone.
        if (change === 'signed-out') removeCookies();
        tokens.changed();
      });
    }
    return channel;
  }
  function removeCookies() {
    deleteCookie(TOKEN_COOKIE);
    deleteCookie(REFRESH_COOKIE);
  }
  const tokens = createTokenStore({
    read: () => ({ jwt: readCookie(TOKEN_COOKIE), refresh: readCookie(REFRESH_COOKIE) }),
    write(pair) {
      if (pair === undefined) removeCookies();
      else {
        writeCookie(TOKEN_COOKIE, pair.jwt);
        writeCookie(REFRESH_COOKIE, pair.refresh);
      }
      shared().post(pair === undefined ? 'signed-out' : 'stored');
    },
  });
  return {
    ...tokens,
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
