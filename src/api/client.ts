import createClient, { type Client } from 'openapi-fetch';
import { RefreshError } from './api-error';
import { createAuthMiddleware } from './auth-middleware';
import { apiBaseUrl } from './config';
import type { paths } from '@/contract/schema';
import { snowflakeMiddleware } from './snowflake-middleware';
import { tokenStore, type TokenStore } from './token-store';

export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the backend, without a trailing slash. */
  baseUrl: string;
  /** Defaults to the global fetch, looked up per call so test interceptors installed later work. */
  fetch?: (request: Request) => Promise<Response>;
  /** Defaults to the `token`/`refresh` cookies. */
  tokens?: TokenStore;
}

/**
 * A typed client for every path of openapi/openapi.yaml with the session handling of spec 1 §4:
 * bearer token on every call, one shared refresh on 401, one replay. JSON is the accept type;
 * bodies are sent as JSON. Chat-platform ids are strings of digits in the app and number
 * literals on the wire, converted without a JavaScript number in between (`Snowflake` in
 * openapi.yaml). There is deliberately no timeout (spec 1 §7).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const tokens = options.tokens ?? tokenStore;
  const fetch = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    fetch,
    headers: { Accept: 'application/json' },
  });

  async function refresh(): Promise<string> {
    const refreshToken = tokens.getRefreshToken() ?? '';
    const { data, error, response } = await client.POST('/api/auth/refresh', {
      body: { refreshToken },
    });
    if (data === undefined) {
      // The backend refused the refresh token: the session is over, so sign out locally too.
      if (response.status >= 400 && response.status < 500) tokens.clearTokens();
      throw new RefreshError(response.status, error, response.url);
    }
    tokens.setTokens(data);
    return data.jwt;
  }

  // Registered first: its onRequest runs before the auth middleware keeps a copy for a replay,
  // and its onResponse runs last, on the answer to a replayed request too.
  client.use(snowflakeMiddleware);
  client.use(createAuthMiddleware({ tokens, refresh }));
  return client;
}

/**
 * Same origin unless VITE_API_BASE_URL says otherwise. The origin is spelled out because
 * `new Request('/api/…')` needs an absolute URL outside a browser (jsdom tests, Node tools).
 */
function defaultBaseUrl(): string {
  if (apiBaseUrl !== '') return apiBaseUrl;
  return typeof location === 'undefined' ? '' : location.origin;
}

/** The app's client. */
export const api: ApiClient = createApiClient({ baseUrl: defaultBaseUrl() });
