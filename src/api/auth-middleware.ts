import type { Middleware } from 'openapi-fetch';
import type { TokenStore } from './token-store';

/** The one call whose 401 is final (spec 1 §4 Session). */
const REFRESH_PATH = '/api/auth/refresh';

interface AuthMiddlewareOptions {
  tokens: TokenStore;
  /**
   * Renews the session after `staleToken` got a 401 and resolves to the token to repeat with
   * (coordinated-refresh.ts: one refresh per browser under Web Locks, a pair another tab stored
   * is used as is).
   */
  refresh: (staleToken: string | undefined) => Promise<string>;
}

/**
 * Adds `Authorization: Bearer <token>` to every request. On a 401 from anything but the refresh
 * call it refreshes once and repeats the request once with the new token. Concurrent 401s share
 * one refresh in this tab, and tabs take turns under Web Locks (coordinated-refresh.ts,
 * tab-lock.ts); a 401 that arrives after someone else already refreshed just repeats with the
 * token that is now stored. A failed refresh rejects every waiting call with its error; any other
 * answer (and a 401 when there is no refresh token) passes through unchanged.
 */
export function createAuthMiddleware({ tokens, refresh }: AuthMiddlewareOptions): Middleware {
  // A clone per request taken before it is sent: fetch consumes the body, the replay needs it.
  const sent = new Map<string, { replay: Request; token: string | undefined }>();
  let inFlight: Promise<string> | null = null;

  function sharedRefresh(staleToken: string | undefined): Promise<string> {
    inFlight ??= refresh(staleToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    onRequest({ request, schemaPath, id }) {
      const token = tokens.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (schemaPath !== REFRESH_PATH) sent.set(id, { replay: request.clone(), token });
      return request;
    },

    async onResponse({ response, id, options }) {
      const entry = sent.get(id);
      sent.delete(id);
      // No entry: the refresh call itself, or a request that was never ours to retry.
      if (response.status !== 401 || entry === undefined) return undefined;

      const current = tokens.getToken();
      let token: string;
      if (current !== undefined && current !== entry.token) {
        token = current;
      } else if (tokens.getRefreshToken() === undefined) {
        // Nothing to renew with: the session ended (maybe in another tab). Saying so to this tab's
        // listeners sends it to the sign-in page instead of polling on with a dead token.
        tokens.clearTokens();
        return undefined;
      } else {
        token = await sharedRefresh(entry.token);
      }
      entry.replay.headers.set('Authorization', `Bearer ${token}`);
      // Straight to fetch, not through the middleware chain: the replay is never retried.
      return options.fetch(entry.replay);
    },

    onError({ id }) {
      sent.delete(id);
      return undefined;
    },
  };
}
