// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryTokenStore } from '../token-store';
import { signInWithCode, signOut } from './auth';

function backend(answer: (path: string, body: string) => Response) {
  const wire: { method: string; path: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = await request.text();
    wire.push({ method: request.method, path, body });
    return answer(path, body);
  };
  return { wire, client: createApiClient({ baseUrl: 'http://api.test', fetch }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('signInWithCode', () => {
  it('exchanges a code once, however often it is asked, and stores both tokens', async () => {
    const { wire, client } = backend(() => json({ jwt: 'j1', refresh: 'r1' }));
    const tokens = createMemoryTokenStore();
    const [a, b] = await Promise.all([
      signInWithCode('code-1', { client, tokens }),
      signInWithCode('code-1', { client, tokens }),
    ]);
    expect(a).toEqual({ jwt: 'j1', refresh: 'r1' });
    expect(b).toBe(a);
    expect(wire.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/login/code-1']);
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual(['j1', 'r1']);
  });

  it("rejects with the server's message and stores nothing when the code is refused", async () => {
    const { client } = backend(() => json({ message: 'The code is unknown.' }, 401));
    const tokens = createMemoryTokenStore();
    await expect(signInWithCode('bad', { client, tokens })).rejects.toThrow('The code is unknown.');
    expect(tokens.getToken()).toBeUndefined();
  });
});

describe('signOut', () => {
  it('clears both tokens and revokes the stored refresh token', async () => {
    const { wire, client } = backend(() => new Response(null, { status: 204 }));
    const tokens = createMemoryTokenStore({ jwt: 'j', refresh: 'r' });
    await signOut({ client, tokens });
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual([undefined, undefined]);
    expect(wire).toEqual([
      { method: 'POST', path: '/api/auth/revoke', body: JSON.stringify({ refreshToken: 'r' }) },
    ]);
  });

  it('signs out locally even when the server cannot be reached, and asks nothing without a refresh token', async () => {
    const failing = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const tokens = createMemoryTokenStore({ jwt: 'j', refresh: 'r' });
    await signOut({ client: failing, tokens });
    expect(tokens.getToken()).toBeUndefined();

    const { wire, client } = backend(() => new Response(null, { status: 204 }));
    await signOut({ client, tokens: createMemoryTokenStore({ jwt: 'j' }) });
    expect(wire).toEqual([]);
  });
});
