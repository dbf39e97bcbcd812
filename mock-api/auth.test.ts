/** Sessions: signed short-lived tokens, 401 on expiry, refresh with rotation, revoke. */
import { describe, expect, it } from 'vitest';
import { createManualClock } from './clock.ts';
import { createMockApi } from './create-mock-api.ts';
import { call, claimsOf } from './test-support.ts';

const signInPage = {
  client_id: 'test',
  response_type: 'code',
  scope: 'identify',
  redirect_uri: 'http://localhost:5173/login',
};

/** Goes through the sign-in page as a persona and exchanges the code, as the browser would. */
async function signInThroughPage(api: ReturnType<typeof createMockApi>, persona: string) {
  const response = await api.fetch(
    new Request('http://mock.test/mock-oauth/authorize', {
      method: 'POST',
      body: new URLSearchParams({ ...signInPage, persona }),
    }),
  );
  expect(response.status).toBe(303);
  const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const login = await call(api, 'POST', `/api/auth/login/${code}`);
  expect(login.status).toBe(200);
  return login.json as { jwt: string; refresh: string };
}

describe('sessions', () => {
  it('issues HS256 tokens whose claims name the user, with role as a string or a list', async () => {
    const api = createMockApi({ clock: createManualClock() });
    const root = claimsOf((await signInThroughPage(api, 'root-admin')).jwt);
    expect(root).toMatchObject({
      DiscordUsername: 'Root Admin',
      DiscordDiscriminator: '0001',
      role: 'flags:root',
    });
    const dj = await signInThroughPage(api, 'dj');
    expect(JSON.parse(atob(dj.jwt.split('.')[0]!))).toMatchObject({ alg: 'HS256' });
    const claims = claimsOf(dj.jwt);
    expect(claims).toMatchObject({
      DiscordUsername: 'DJ Nova',
      DiscordDiscriminator: '4242',
      role: 'flags:allow-download',
    });
    expect(claims.DiscordId).toMatch(/^\d+$/);
    expect(claims.DiscordAvatarHash).toMatch(/^[0-9a-f]{32}$/);
    expect((claims.exp as number) - (claims.iat as number)).toBe(300);
    expect(claimsOf((await signInThroughPage(api, 'newcomer')).jwt)).not.toHaveProperty('role');
  });

  it('refuses a forged or foreign token', async () => {
    const api = createMockApi();
    const other = createMockApi();
    const { jwt } = await other.signIn('root-admin');
    expect((await call(api, 'GET', '/api/instance', { token: jwt })).status).toBe(401);
    const [header, , signature] = (await api.signIn('listener')).jwt.split('.');
    const forged = btoa(JSON.stringify({ ...claimsOf(jwt), role: 'flags:root' })).replace(
      /=+$/,
      '',
    );
    expect(
      (await call(api, 'GET', '/api/admin/users', { token: `${header}.${forged}.${signature}` }))
        .status,
    ).toBe(401);
    expect((await call(api, 'GET', '/api/instance')).status).toBe(401);
  });

  it('expires tokens after MOCK_TOKEN_TTL; refresh gives a working pair and rotates', async () => {
    const clock = createManualClock();
    const api = createMockApi({ clock, env: { tokenTtlSeconds: 60 } });
    const first = await signInThroughPage(api, 'dj');
    expect((await call(api, 'GET', '/api/instance', { token: first.jwt })).status).toBe(200);
    clock.advance(61_000);
    const expired = await call(api, 'GET', '/api/instance', { token: first.jwt });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ message: 'The token is invalid or has expired.' });

    const refreshed = await call(api, 'POST', '/api/auth/refresh', {
      body: { refreshToken: first.refresh },
    });
    expect(refreshed.status).toBe(200);
    const second = refreshed.json as { jwt: string; refresh: string };
    expect(second.refresh).not.toBe(first.refresh);
    expect((await call(api, 'GET', '/api/instance', { token: second.jwt })).status).toBe(200);
    // A refresh token works once.
    expect(
      (await call(api, 'POST', '/api/auth/refresh', { body: { refreshToken: first.refresh } }))
        .status,
    ).toBe(401);
  });

  it('refuses a revoked refresh token', async () => {
    const api = createMockApi();
    const pair = await signInThroughPage(api, 'listener');
    const revoke = await call(api, 'POST', '/api/auth/revoke', {
      token: pair.jwt,
      body: { refreshToken: pair.refresh },
    });
    expect(revoke.status).toBe(204);
    const refused = await call(api, 'POST', '/api/auth/refresh', {
      body: { refreshToken: pair.refresh },
    });
    expect(refused.status).toBe(401);
    expect(refused.json).toEqual({ message: 'The refresh token was revoked.' });
  });

  it("revokes only with the session's bearer token, and only that user's refresh token", async () => {
    const api = createMockApi();
    const pair = await signInThroughPage(api, 'listener');
    const other = await signInThroughPage(api, 'dj');
    const body = { refreshToken: pair.refresh };
    // A strict backend: no bearer, no revoke (the token stays good).
    const bare = await call(api, 'POST', '/api/auth/revoke', { body });
    expect(bare.status).toBe(401);
    expect(bare.json).toEqual({ message: 'A bearer token is required.' });
    // Another user's session cannot end this one's refresh token; it answers as if it did.
    expect((await call(api, 'POST', '/api/auth/revoke', { token: other.jwt, body })).status).toBe(
      204,
    );
    const still = await call(api, 'POST', '/api/auth/refresh', { body });
    expect(still.status).toBe(200);
  });

  it('exchanges a code once and only within five minutes', async () => {
    const clock = createManualClock();
    const api = createMockApi({ clock });
    const response = await api.fetch(
      new Request('http://mock.test/mock-oauth/authorize', {
        method: 'POST',
        body: new URLSearchParams({ ...signInPage, persona: 'dj' }),
      }),
    );
    const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
    clock.advance(5 * 60_000 + 1);
    expect((await call(api, 'POST', `/api/auth/login/${code}`)).status).toBe(401);
  });

  it('records the sign-in time the admin screens show', async () => {
    const clock = createManualClock();
    const api = createMockApi({ clock });
    clock.advance(3_600_000);
    await signInThroughPage(api, 'newcomer');
    const root = (await api.signIn('root-admin')).jwt;
    const user = await call(api, 'GET', '/api/admin/users/4', { token: root });
    expect((user.json as { lastLoginDateTime: string }).lastLoginDateTime).toBe(
      new Date(clock.now()).toISOString(),
    );
  });
});
