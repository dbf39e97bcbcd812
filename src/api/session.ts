/**
 * The signed-in user, read from the session token's claims (spec 1 §3, §6). The token is a JWT
 * whose signature only the backend checks; we just read its payload. Anything we cannot read
 * means "signed out", and nothing here ever throws on a bad token.
 */
import { hasRole, normaliseRoles, ROOT } from '@/lib/admin/permissions';
import { tokenStore, type TokenStore } from './token-store';

// The role rules live in lib (pure, shared with the screens); re-exported for API callers.
export { hasRole, ROOT as ROOT_ROLE };

/**
 * ASP.NET backends write roles under this long claim name instead of `role`; we read both and
 * merge them, so either kind of backend works.
 */
export const MICROSOFT_ROLE_CLAIM = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';

export interface SessionUser {
  discordId: string;
  discordUsername: string;
  /** "0" when the token has none (accounts without a discriminator). */
  discordDiscriminator: string;
  /** null for the chat platform's default avatar. */
  discordAvatarHash: string | null;
  roles: string[];
  /** When the session token expires (ms since the epoch); null when it carries no `exp`. */
  expiresAt: number | null;
}

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function asId(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/**
 * The DiscordId claim. A backend that writes it as a JSON number (a 64-bit id of 17–20 digits,
 * past what a double holds) has it rounded by JSON.parse, so the number's digits are taken from
 * the payload's text, as written: every digit, wherever an id arrives as a number.
 */
function idClaim(value: unknown, json: string): string | null {
  if (typeof value !== 'number') return asId(value);
  let digits: string | undefined;
  for (const match of json.matchAll(/"DiscordId"\s*:\s*(-?\d[\d.eE+-]*)/g)) digits = match[1];
  if (digits !== undefined && /^\d+$/.test(digits) && Number(digits) === value) return digits;
  return asId(value);
}

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

function readClaims(token: string): SessionUser | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === null) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return null;
  const record = claims as Record<string, unknown>;

  const discordId = idClaim(record.DiscordId, json);
  const discordUsername = record.DiscordUsername;
  // Without an identity there is no one to be signed in as.
  if (discordId === null || typeof discordUsername !== 'string') return null;

  const discriminator = asId(record.DiscordDiscriminator) ?? '0';
  const avatar = record.DiscordAvatarHash;
  const roles = normaliseRoles([record.role, record[MICROSOFT_ROLE_CLAIM]].flat());
  const exp = record.exp;
  return {
    discordId,
    discordUsername,
    discordDiscriminator: discriminator,
    discordAvatarHash: typeof avatar === 'string' && avatar !== '' ? avatar : null,
    roles,
    expiresAt: typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null,
  };
}

/** true when the token has expired at `now` (a token without `exp` never does). */
export function isExpired(user: SessionUser, now: number = Date.now()): boolean {
  return user.expiresAt !== null && user.expiresAt <= now;
}

/** The signed-in user according to the stored session token, or null when signed out. */
export function currentUser(tokens: Pick<TokenStore, 'getToken'> = tokenStore): SessionUser | null {
  return decodeToken(tokens.getToken());
}
