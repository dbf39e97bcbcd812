/**
 * Refresh tokens and one-time sign-in codes. Refresh tokens rotate: each is good for one refresh,
 * and a used or revoked one is refused.
 */
import type { Clock } from './clock.ts';

/** A sign-in page code must be exchanged within this time. */
const OAUTH_CODE_TTL_MS = 5 * 60_000;
/** Refresh tokens last a month, like a long-lived session. */
const REFRESH_TTL_MS = 30 * 24 * 3600_000;

interface RefreshEntry {
  userId: string;
  expiresAt: number;
  status: 'active' | 'rotated' | 'revoked';
}

function randomToken(bytes = 32): string {
  const data = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(data, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface SessionStore {
  issueRefresh(userId: string): string;
  /** Marks the token used and returns its user, or why it was refused. */
  rotate(token: string): { userId: string } | { refused: string };
  /** Revokes `token` if it is `userId`'s; true when it did. */
  revoke(token: string, userId: string): boolean;
  issueOAuthCode(userId: string): string;
  /** The user for a code from the sign-in page; a code works once. */
  takeOAuthCode(code: string): string | null;
}

export function createSessionStore(clock: Clock): SessionStore {
  const refresh = new Map<string, RefreshEntry>();
  const codes = new Map<string, { userId: string; expiresAt: number }>();
  return {
    issueRefresh(userId) {
      const token = randomToken();
      refresh.set(token, { userId, expiresAt: clock.now() + REFRESH_TTL_MS, status: 'active' });
      return token;
    },
    rotate(token) {
      const entry = refresh.get(token);
      if (!entry) return { refused: 'Unknown refresh token.' };
      if (entry.status === 'revoked') return { refused: 'The refresh token was revoked.' };
      if (entry.status === 'rotated') return { refused: 'The refresh token was already used.' };
      if (entry.expiresAt <= clock.now()) return { refused: 'The refresh token has expired.' };
      entry.status = 'rotated';
      return { userId: entry.userId };
    },
    revoke(token, userId) {
      const entry = refresh.get(token);
      if (entry?.userId !== userId) return false;
      entry.status = 'revoked';
      return true;
    },
    issueOAuthCode(userId) {
      const code = randomToken(16);
      codes.set(code, { userId, expiresAt: clock.now() + OAUTH_CODE_TTL_MS });
      return code;
    },
    takeOAuthCode(code) {
      const entry = codes.get(code);
      if (!entry) return null;
      codes.delete(code);
      return entry.expiresAt > clock.now() ? entry.userId : null;
    },
  };
}
