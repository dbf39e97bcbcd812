/**
 * The signed-in user, read from the session token's claims (spec 1 §3, §6). The token is a JWT
 * whose signature only the backend checks; we just read its payload. Anything we cannot read
 * means "signed out", and nothing here ever throws on a bad token.
 */
import { hasRole, ROOT } from '@/lib/admin/permissions';
import { readClaims, type SessionUser } from './token-claims';
import { tokenStore, type TokenStore } from './token-store';

// The role rules live in lib (pure, shared with the screens); re-exported for API callers.
export { hasRole, ROOT as ROOT_ROLE };
export { MICROSOFT_ROLE_CLAIM, type SessionUser } from './token-claims';

/**
 * The last token read and what it said: every screen that shows the user asks on its first render
 * (the shell, the guard, the page), and the answer of a token never changes. One entry, since a
 * page holds one session at a time.
 */
let lastRead: { token: string; user: SessionUser | null } | undefined;

/** The claims of a session token, or null when it is not a readable JWT carrying a user. */
export function decodeToken(token: string | null | undefined): SessionUser | null {
  if (typeof token !== 'string') return null;
  if (lastRead?.token !== token) lastRead = { token, user: readClaims(token) };
  return lastRead.user;
}

/** true when the token has expired at `now` (a token without `exp` never does). */
export function isExpired(user: SessionUser, now: number = Date.now()): boolean {
  return user.expiresAt !== null && user.expiresAt <= now;
}

/** The signed-in user according to the stored session token, or null when signed out. */
export function currentUser(tokens: Pick<TokenStore, 'getToken'> = tokenStore): SessionUser | null {
  return decodeToken(tokens.getToken());
}
