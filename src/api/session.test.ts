import fc from 'fast-check';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  MICROSOFT_ROLE_CLAIM,
  ROOT_ROLE,
  currentUser,
  decodeToken,
  hasRole,
  isExpired,
} from './session';
import { createMemoryTokenStore } from './token-store';

const secret = new TextEncoder().encode('test-secret-of-at-least-32-bytes!!');

function sign(claims: Record<string, unknown>) {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(secret);
}

/** An independent reading of a JWT payload (Node's Buffer, not our decoder). */
function oracle(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !/^[A-Za-z0-9_-]+$/.test(parts[1] ?? '')) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(
      Buffer.from(parts[1] ?? '', 'base64url'),
    );
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return value as Record<string, unknown>;
  } catch {
    return null;
  }
}

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('decodeToken', () => {
  it('reads the identity claims, roles and expiry of a signed token', async () => {
    const token = await sign({
      DiscordAvatarHash: 'a1b2',
      DiscordDiscriminator: '0420',
      DiscordId: '123456789012345678',
      DiscordUsername: 'dj-sam',
      role: ['web:controls:skip', 'flags:allow-download'],
      exp: 2_000_000_000,
    });

    expect(decodeToken(token)).toEqual({
      discordAvatarHash: 'a1b2',
      discordDiscriminator: '0420',
      discordId: '123456789012345678',
      discordUsername: 'dj-sam',
      roles: ['web:controls:skip', 'flags:allow-download'],
      expiresAt: 2_000_000_000_000,
    });
  });

  it('accepts a single role string and the long ASP.NET role claim, merged', async () => {
    const token = await sign({
      DiscordId: '1',
      DiscordUsername: 'root',
      role: 'flags:root',
      [MICROSOFT_ROLE_CLAIM]: ['web:queue:track', 'flags:root'],
    });

    expect(decodeToken(token)).toMatchObject({
      roles: ['flags:root', 'web:queue:track'],
      discordDiscriminator: '0',
      discordAvatarHash: null,
      expiresAt: null,
    });
  });

  it('reads non-ASCII usernames', async () => {
    const token = await sign({ DiscordId: '7', DiscordUsername: 'Zoë 🎧' });
    expect(decodeToken(token)?.discordUsername).toBe('Zoë 🎧');
  });

  it.each([
    ['empty', ''],
    ['two parts', 'abc.def'],
    ['payload not base64url', 'a.@@@.c'],
    ['payload not JSON', `h.${base64url('not json')}.s`],
    ['payload a JSON array', `h.${base64url('[1,2]')}.s`],
    ['payload without identity', `h.${base64url('{"role":"flags:root"}')}.s`],
    ['payload JSON null', `h.${base64url('null')}.s`],
  ])('means signed out for a token that is %s', (_, token) => {
    expect(decodeToken(token)).toBeNull();
  });

  it('never throws on any string, and is signed out unless the payload decodes', () => {
    const anyString = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .tuple(fc.string(), fc.string({ unit: 'binary' }), fc.string())
        .map((parts) => parts.join('.')),
      fc
        .tuple(fc.base64String(), fc.base64String(), fc.base64String())
        .map((parts) => parts.join('.')),
    );
    fc.assert(
      fc.property(anyString, (token) => {
        const user = decodeToken(token);
        const claims = oracle(token);
        if (claims === null) {
          expect(user).toBeNull();
        } else if (user !== null) {
          expect(user.discordUsername).toBe(claims.DiscordUsername);
        }
      }),
      { numRuns: 300 },
    );
  }, 30_000);

  it('keeps every digit of a DiscordId written as a JSON number (a 64-bit id past 2^53)', () => {
    const id = '200000001234567891';
    expect(String(Number(id))).not.toBe(id);
    const payload = `{"DiscordId":${id},"DiscordUsername":"DJ Nova","exp":4000000000}`;
    const token = `${base64url('{"alg":"none"}')}.${base64url(payload)}.sig`;
    expect(decodeToken(token)?.discordId).toBe(id);
    const spaced = `{"DiscordUsername":"DJ Nova", "DiscordId" : ${id} }`;
    expect(decodeToken(`${base64url('{}')}.${base64url(spaced)}.sig`)?.discordId).toBe(id);
  });

  it('decodes every well-formed payload with an identity, whatever else it holds', () => {
    const claims = fc.record(
      {
        DiscordId: fc.oneof(fc.string({ minLength: 1 }), fc.integer({ min: 0 })),
        DiscordUsername: fc.string({ unit: 'grapheme' }),
        DiscordDiscriminator: fc.oneof(fc.string(), fc.constant(undefined)),
        DiscordAvatarHash: fc.oneof(fc.stringMatching(/^[0-9a-f]{32}$/), fc.constant(null)),
        role: fc.oneof(fc.string(), fc.array(fc.oneof(fc.string(), fc.integer()))),
        exp: fc.oneof(fc.integer({ min: 0, max: 4_000_000_000 }), fc.constant('soon')),
        extra: fc.jsonValue(),
      },
      { requiredKeys: ['DiscordId', 'DiscordUsername'] },
    );
    fc.assert(
      fc.property(claims, (payload) => {
        const token = `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify(payload))}.sig`;
        const user = decodeToken(token);
        expect(user).not.toBeNull();
        expect(user?.discordId).toBe(String(payload.DiscordId));
        expect(user?.discordUsername).toBe(payload.DiscordUsername);
        expect(user?.roles.every((role) => typeof role === 'string')).toBe(true);
      }),
    );
  }, 30_000);
});

describe('decodeToken, asked again', () => {
  it('gives the same user for the same token, and a new one for a new token', async () => {
    const first = await sign({ DiscordId: '1', DiscordUsername: 'ada' });
    const second = await sign({ DiscordId: '2', DiscordUsername: 'grace' });
    const user = decodeToken(first);
    expect(decodeToken(first)).toBe(user);
    expect(decodeToken(second)?.discordUsername).toBe('grace');
    expect(decodeToken(first)).toEqual(user);
    expect(decodeToken('not.a.token')).toBeNull();
    expect(decodeToken(first)?.discordUsername).toBe('ada');
  });
});

describe('roles', () => {
  const role = fc.oneof(
    fc.constantFrom('web:controls:skip', 'web:queue:track', 'flags:allow-download', 'flags:root'),
    fc.string(),
  );

  it('flags:root satisfies every check', () => {
    fc.assert(
      fc.property(fc.array(role), role, (roles, wanted) => {
        expect(hasRole([...roles, ROOT_ROLE], wanted)).toBe(true);
      }),
    );
  });

  it('without root, a check needs the exact role', () => {
    fc.assert(
      fc.property(fc.array(role), role, (roles, wanted) => {
        const withoutRoot = roles.filter((r) => r !== ROOT_ROLE);
        expect(hasRole(withoutRoot, wanted)).toBe(withoutRoot.includes(wanted));
      }),
    );
    expect(hasRole(['web:controls:skip'], 'web:controls:skip-other')).toBe(false);
    expect(hasRole(['Flags:Root'], 'web:controls:skip')).toBe(false);
  });
});

describe('session state', () => {
  it('is signed out without a token and signed in with a decodable one', async () => {
    const tokens = createMemoryTokenStore();
    expect(currentUser(tokens)).toBeNull();
    tokens.setTokens({ jwt: await sign({ DiscordId: '5', DiscordUsername: 'ann' }), refresh: 'r' });
    expect(currentUser(tokens)?.discordUsername).toBe('ann');
  });

  it('tells an expired token from a live one', () => {
    const user = decodeToken(
      `h.${base64url('{"DiscordId":"1","DiscordUsername":"a","exp":100}')}.s`,
    );
    expect(user && isExpired(user, 99_999)).toBe(false);
    expect(user && isExpired(user, 100_000)).toBe(true);
  });
});
