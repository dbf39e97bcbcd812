/**
 * Real signed session tokens: HS256 with a secret made fresh for each mock (so tokens from an
 * earlier run are refused), claims named as the real backend names them, and expiry checked
 * against the mock's clock.
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Clock } from './clock.ts';
import type { MockUser } from './model.ts';

const ISSUER = 'bot-dashboard-mock-api';

interface SessionClaims {
  sub: string;
  DiscordAvatarHash: string;
  DiscordDiscriminator: string;
  DiscordId: string;
  DiscordUsername: string;
  /** One role is a string, several a list (as the real backend's claim serialiser does). */
  role?: string | string[];
}

export interface JwtIssuer {
  sign(user: MockUser): Promise<string>;
  /** The claims, or null when the token is malformed, forged or expired. */
  verify(token: string): Promise<SessionClaims | null>;
}

function roleClaim(roles: string[]): string | string[] | undefined {
  if (roles.length === 0) return undefined;
  return roles.length === 1 ? (roles[0] as string) : roles;
}

export function createJwtIssuer(clock: Clock, ttlSeconds: number): JwtIssuer {
  const secret = crypto.getRandomValues(new Uint8Array(32));
  return {
    async sign(user) {
      const issuedAt = Math.floor(clock.now() / 1000);
      const claims: Omit<SessionClaims, 'sub'> = {
        DiscordAvatarHash: user.discordAvatarHash ?? '',
        DiscordDiscriminator: user.discordDiscriminator,
        DiscordId: user.discordId,
        DiscordUsername: user.discordUsername,
      };
      const role = roleClaim(user.globalRoles);
      if (role !== undefined) claims.role = role;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(ISSUER)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(crypto.randomUUID())
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer: ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(clock.now()),
        });
        return payload as unknown as SessionClaims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
