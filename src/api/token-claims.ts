/**
 * The claims of a session token (spec 1 §3, §6). The token is a JWT whose signature only the
 * backend checks; this reads its payload, and anything it cannot read names no one. No
 * dependency on the session's store, so the boot script reads the person from it too.
 */
import { normaliseRoles } from '@/lib/admin/permissions';

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

/** The user a session token names, or null when it is not a readable JWT carrying one. */
export function readClaims(token: string): SessionUser | null {
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
