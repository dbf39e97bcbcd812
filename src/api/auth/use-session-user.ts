import { useMemo, useSyncExternalStore } from 'react';
import { decodeToken, type SessionUser } from '../session';
import { tokenStore, type TokenStore } from '../token-store';

/** The signed-in user from the token cookie, re-read whenever the client stores or clears tokens. */
export function useSessionUser(tokens: TokenStore = tokenStore): SessionUser | null {
  const token = useSyncExternalStore(
    tokens.subscribe,
    () => tokens.getToken() ?? null,
    () => null,
  );
  return useMemo(() => decodeToken(token), [token]);
}
