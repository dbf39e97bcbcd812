/**
 * Sign-in and sign-out (spec 1 §2 Login callback and Logout, §7 Auth): exchange the OAuth code
 * for the token pair, revoke the refresh token, and the user's login code.
 */
import { ApiError } from '../api-error';
import { api, type ApiClient } from '../client';
import { tokenStore, type TokenPair, type TokenStore } from '../token-store';

interface AuthDeps {
  client?: ApiClient;
  tokens?: TokenStore;
}

// An OAuth code works once. React's development double effects (and a double click) must not
// spend it twice, so each code is exchanged by one shared promise.
const exchanges = new Map<string, Promise<TokenPair>>();

/** POST /api/auth/login/{code}; stores both cookies and resolves with the pair. */
export function signInWithCode(code: string, deps: AuthDeps = {}): Promise<TokenPair> {
  const { client = api, tokens = tokenStore } = deps;
  let exchange = exchanges.get(code);
  if (!exchange) {
    exchange = client
      .POST('/api/auth/login/{code}', { params: { path: { code } } })
      .then(({ data, error, response }) => {
        if (data === undefined) throw new ApiError(response.status, error, response.url);
        tokens.setTokens(data);
        return data;
      })
      .catch((error: unknown) => {
        // Let a later attempt (a network blip) try again.
        exchanges.delete(code);
        throw error;
      });
    exchanges.set(code, exchange);
  }
  return exchange;
}

let signingOut: Promise<void> | null = null;

/**
 * Clears both cookies and, when a refresh token was stored, asks the server to revoke it.
 * A failed revoke does not keep anyone signed in: the cookies are gone either way.
 */
export function signOut(deps: AuthDeps = {}): Promise<void> {
  const { client = api, tokens = tokenStore } = deps;
  signingOut ??= (async () => {
    const refreshToken = tokens.getRefreshToken();
    tokens.clearTokens();
    if (refreshToken === undefined) return;
    try {
      await client.POST('/api/auth/revoke', { body: { refreshToken } });
    } catch (error) {
      console.warn('Could not revoke the refresh token', error);
    }
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/** POST /api/auth/code/regenerate: a new login code, replacing the old one. */
export async function regenerateLoginCode(deps: AuthDeps = {}): Promise<string> {
  const { client = api } = deps;
  const { data, error, response } = await client.POST('/api/auth/code/regenerate');
  if (data === undefined) throw new ApiError(response.status, error, response.url);
  return data.code;
}
