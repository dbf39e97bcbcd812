import createClient, { type Client } from 'openapi-fetch';
import { answerError, RefreshError } from './api-error';
import { apiErrorMiddleware, type AnsweredPaths } from './api-error-middleware';
import { createAuthMiddleware } from './auth-middleware';
import { takeBootRead } from './boot-read';
import { createCoordinatedRefresh } from './coordinated-refresh';
import { apiOrigin } from './config';
import type { paths } from '@/contract/schema';
import { lenientMiddleware } from './lenient-middleware';
import { reachability } from './reachability/store';
import { snowflakeMiddleware } from './snowflake-middleware';
import { createBrowserTabLock, type TabLock } from './tab-lock';
import { tokenStore, type TokenPair, type TokenStore } from './token-store';

/** The contract's paths as the client answers them: 2xx bodies only (api-error-middleware.ts). */
export type ApiPaths = AnsweredPaths<paths>;
export type ApiClient = Client<ApiPaths>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the backend, without a trailing slash. */
  baseUrl: string;
  /** Defaults to the global fetch, looked up per call so test interceptors installed later work. */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to the `token`/`refresh` cookies. */
  tokens?: TokenStore;
  /** Whom a refresh takes turns with; defaults to every tab of the browser through Web Locks,
   *  or this tab alone where the browser has none (tab-lock.ts). */
  lock?: TabLock;
  /** How long a refused refresh waits before re-reading the stored pair (coordinated-refresh.ts). */
  refusedRefreshGraceMs?: number;
}

let browserLock: TabLock | undefined;
/** Made on first use, once: every client of this tab takes turns on the same lock. */
function sharedLock(): TabLock {
  browserLock ??= createBrowserTabLock();
  return browserLock;
}

/**
 * A typed client for every path of openapi/openapi.yaml with the session handling of spec 1 §4:
 * bearer token on every call, one refresh per browser on 401 (tabs take turns under Web Locks),
 * one replay. JSON is the accept type; bodies are sent as JSON. Chat-platform ids are strings of
 * digits in the app and number literals on the wire, converted without a JavaScript number in
 * between (`Snowflake` in openapi.yaml). There is deliberately no timeout (spec 1 §7).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const tokens = options.tokens ?? tokenStore;
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<ApiPaths>({
    baseUrl: options.baseUrl,
    fetch,
    headers: { Accept: 'application/json' },
  });

  async function post(refreshToken: string): Promise<TokenPair> {
    const { data, response } = await client
      .POST('/api/auth/refresh', { body: { refreshToken } })
      .catch((error: unknown) => {
        // A refused refresh ends the session: the callers (coordinated-refresh.ts, sign-out)
        // tell it from an ordinary error answer by its class.
        const refused = answerError(error);
        throw refused ? new RefreshError(refused.status, refused.body, refused.url) : error;
      });
    if (data === undefined) throw new RefreshError(response.status, undefined, response.url);
    return data;
  }
  const refresh = createCoordinatedRefresh({
    tokens,
    lock: options.lock ?? sharedLock(),
    post,
    graceMs: options.refusedRefreshGraceMs,
  });

  // First: its onResponse runs last of all and throws every answer outside 2xx as an ApiError,
  // once the others have seen it (api-error-middleware.ts).
  client.use(apiErrorMiddleware);
  // Before the auth middleware: its onRequest runs before that one keeps a copy for a replay, and
  // its onResponse after, on the answer to a replayed request too.
  client.use(snowflakeMiddleware);
  client.use(lenientMiddleware);
  client.use(createAuthMiddleware({ tokens, refresh }));
  return client;
}

/** The app's client: its first request for what the boot script already asked takes that answer. */
export const api: ApiClient = createApiClient({
  baseUrl: apiOrigin(),
  fetch: (request) => takeBootRead(request) ?? globalThis.fetch(request),
});
// Every answer and failure tells whether the server can be reached (reachability/store.ts); the
// app's client only, so a test's client leaves the app's connection state alone.
api.use(reachability.middleware);
