/**
 * One refresh per browser, not per tab (1-core §4 Session). The refresh token rotates:
 * a tab that posts the one another tab has just rotated away is refused, and a backend that
 * treats a reused refresh token as theft revokes the whole session. So tabs take turns under a
 * browser-wide Web Locks lock (tab-lock.ts), and a tab that waited first re-reads the shared
 * cookies: when another tab stored a new pair meanwhile, that pair is used and nothing is posted.
 * Without Web Locks (tab-lock.ts says where) the turns are this tab's only.
 */
import { RefreshError } from './api-error';
import type { TabLock } from './tab-lock';
import type { TokenPair, TokenStore } from './token-store';

export interface CoordinatedRefreshOptions {
  /** The pair every tab shares (the cookies; a fake jar in tests). */
  tokens: TokenStore;
  /** Held while a tab reads, posts and stores the pair (Web Locks; this tab only without). */
  lock: TabLock;
  /** Posts this refresh token; resolves with the new pair, rejects with a RefreshError when the
   *  server answered an error, with anything else when it did not answer. */
  post: (refreshToken: string) => Promise<TokenPair>;
  /** How long a refused refresh waits before it re-reads the stored pair (a tab outside the lock,
   *  one without Web Locks or an older build, may be storing the pair it was just given). */
  graceMs?: number;
}

/** What a refused refresh waits before its one re-read, by default. */
const REFUSED_REFRESH_GRACE_MS = 500;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Returns `refresh(staleToken)`: the session token to repeat a request with, after the one that
 * request was sent with (`staleToken`) got a 401. A refused refresh (4xx) re-reads the stored
 * pair once and uses it if it changed; otherwise the session is over: both cookies are cleared
 * (every tab signs out) and the RefreshError goes to the caller. A server error or a network
 * failure goes to the caller and keeps the pair, as before.
 */
export function createCoordinatedRefresh({
  tokens,
  lock,
  post,
  graceMs = REFUSED_REFRESH_GRACE_MS,
}: CoordinatedRefreshOptions): (staleToken: string | undefined) => Promise<string> {
  return (staleToken) =>
    lock.run(async () => {
      const stored = tokens.getToken();
      if (stored !== undefined && stored !== staleToken) return stored;
      const refreshToken = tokens.getRefreshToken();
      if (refreshToken === undefined) {
        // Signed out (here or in another tab) while this one waited.
        tokens.clearTokens();
        throw new RefreshError(401, undefined, '');
      }
      try {
        const pair = await post(refreshToken);
        tokens.setTokens(pair);
        return pair.jwt;
      } catch (error) {
        if (!(error instanceof RefreshError) || error.status < 400 || error.status >= 500) {
          throw error;
        }
        if (graceMs > 0) await sleep(graceMs);
        const jwt = tokens.getToken();
        const again = tokens.getRefreshToken();
        if (jwt !== undefined && again !== undefined && again !== refreshToken) return jwt;
        tokens.clearTokens();
        throw error;
      }
    });
}
