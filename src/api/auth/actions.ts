/**
 * Sign-in and sign-out (spec 1 §2 Login callback and Logout, §7 Auth): exchange the OAuth code
 * for the token pair, revoke the refresh token, and the user's login code.
 *
 * The exchange and the revoke are the session itself, not a change of data, and do not go
 * through the action runner: sign-out must end the session whatever the server does (1-core §2),
 * and signing in is how a person gets to any screen. A new login code is a change of data and
 * runs as every other one does.
 */
import { t } from '@/lib/i18n';
import { answerError, ApiError, RefreshError } from '../api-error';
import { api, type ApiClient } from '../client';
import type { ActionContext } from '../mutation/action-context';
import { runAction } from '../mutation/run-action';
import { tokenStore, type TokenPair, type TokenStore } from '../token-store';
import { authKeys } from './keys';

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
      .then(({ data, response }) => {
        // A 2xx without the pair signs no one in (an answer outside 2xx was thrown already).
        if (data === undefined) throw new ApiError(response.status, undefined, response.url);
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

/**
 * How long sign-out waits for the revoke before it signs out anyway (spec 1 §2 Logout: "In all
 * cases clear the stored token and refresh token and go to /login"). The calls have no timeout
 * (spec 1 §7), so without it a revoke that never answers would hold the person on a spinner.
 * Five seconds is a slow phone network's round trip several times over, and short enough that
 * nobody takes the page for stuck. docs/screens.md records the choice.
 */
const SIGN_OUT_WAIT_MS = 5_000;

/** What a revoke call is sent with besides its body: the wait's abort signal, or keepalive. */
type RevokeInit = { signal: AbortSignal } | { keepalive: true };

/**
 * POST /api/auth/revoke with the stored refresh token and the session's bearer token, named here
 * so the request carries it even if the cookies are cleared before the auth middleware runs.
 * A session token that expired answers 401: the middleware refreshes (which rotates the refresh
 * token) and repeats the call with the old one, so the new one is revoked too. Resolves true when
 * the server answered (a 4xx too: the token it names is then no good anyway), false on a 5xx;
 * rejects when nothing came back.
 */
async function revokeStored(
  client: ApiClient,
  tokens: TokenStore,
  init: RevokeInit,
): Promise<boolean> {
  let refreshToken = tokens.getRefreshToken();
  for (let round = 0; refreshToken !== undefined && round < 2; round += 1) {
    const jwt = tokens.getToken();
    const status = await client
      .POST('/api/auth/revoke', {
        body: { refreshToken },
        headers: jwt === undefined ? {} : { Authorization: `Bearer ${jwt}` },
        ...init,
      })
      .then(
        ({ response }) => response.status,
        (error: unknown) => {
          // An error answer is an answer; only no answer at all (or a refused refresh) rejects.
          const answer = answerError(error);
          if (answer === undefined) throw error;
          return answer.status;
        },
      );
    if (status >= 500) return false;
    const stored = tokens.getRefreshToken();
    if (stored === refreshToken) break;
    refreshToken = stored;
  }
  return true;
}

/** A refresh the server refused (4xx) ended the session there: nothing is left to revoke. */
function sessionEnded(error: unknown): boolean {
  return error instanceof RefreshError && error.status >= 400 && error.status < 500;
}

function attempt(client: ApiClient, tokens: TokenStore, init: RevokeInit): Promise<boolean> {
  return revokeStored(client, tokens, init).catch((error: unknown) => {
    if (sessionEnded(error)) return true;
    console.warn('Could not revoke the refresh token', error);
    return false;
  });
}

let signingOut: Promise<void> | null = null;

/**
 * When a refresh token is stored, asks the server to revoke it with the session's bearer token,
 * then clears both cookies; resolves within `waitMs` whatever the server does. A revoke that
 * fails (no answer, a 5xx) or outlasts the wait is sent once more at once, with `keepalive`, so
 * it still reaches the server after the page has gone on to the sign-in page; sign-out does not
 * wait for it past `waitMs`. Nothing is kept for later: on a shared computer the refresh token
 * must not outlive the sign-out in this browser (docs/screens.md).
 */
export function signOut(deps: AuthDeps & { waitMs?: number } = {}): Promise<void> {
  const { client = api, tokens = tokenStore, waitMs = SIGN_OUT_WAIT_MS } = deps;
  signingOut ??= (async () => {
    if (tokens.getRefreshToken() !== undefined) {
      const wait = new AbortController();
      const waited = new Promise<false>((resolve) => {
        const timer = setTimeout(() => {
          wait.abort();
          resolve(false);
        }, waitMs);
        wait.signal.addEventListener('abort', () => clearTimeout(timer));
      });
      const revoked = await attempt(client, tokens, { signal: wait.signal });
      if (!revoked) {
        // The retry is sent before the cookies go (it reads them), then raced against the wait.
        await Promise.race([attempt(client, tokens, { keepalive: true }), waited]);
      }
      wait.abort();
    }
    tokens.clearTokens();
  })().finally(() => {
    signingOut = null;
  });
  return signingOut;
}

/**
 * POST /api/auth/code/regenerate: a new login code, replacing the old one. The settings screen
 * refreshes by the key: the answer is the code, written into the login code's query as it is
 * (no second request). A failure toasts 'An error occurred: {detail}' (1-core §8) and resolves
 * to null.
 */
export async function regenerateLoginCode(ctx: ActionContext): Promise<string | null> {
  const outcome = await runAction(
    ctx,
    {
      confirmation: null,
      success: null,
      failure: (detail) => t('general.errorWithDetail', { detail }),
      event: 'regenerateLoginCode',
    },
    async (client) => {
      const result = await client.POST('/api/auth/code/regenerate');
      // A success without the code would leave the old one on screen, no longer valid.
      if (result.response.ok && result.data === undefined) {
        throw new ApiError(result.response.status, result.error, result.response.url);
      }
      return result;
    },
  );
  if (outcome.status !== 'done' || outcome.data === undefined) return null;
  await ctx.mutate(authKeys.key('loginCode', {}), outcome.data, { revalidate: false });
  return outcome.data.code;
}
