import { describe, expect, it, vi } from 'vitest';
import { RefreshError } from './api-error';
import { createApiClient } from './client';
import { createFakeAuthBackend, json } from './testing/fake-auth-backend';
import { createMemoryTokenStore } from './token-store';

const BASE = 'http://backend.test';
const emptyList = { instances: [], tracks: {}, presences: {} };

function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

function setup(backendOptions: Partial<Parameters<typeof createFakeAuthBackend>[0]> = {}) {
  const backend = createFakeAuthBackend({
    token: 'token-0',
    refresh: 'refresh-0',
    onRequest: () => json(emptyList),
    ...backendOptions,
  });
  const tokens = createMemoryTokenStore({ jwt: 'stale-token', refresh: 'refresh-0' });
  const client = createApiClient({ baseUrl: BASE, fetch: backend.fetch, tokens });
  return { backend, tokens, client };
}

describe('api client session handling', () => {
  it('sends the bearer token and JSON accept header on every call', async () => {
    const { backend, tokens, client } = setup();
    tokens.setTokens({ jwt: 'token-0', refresh: 'refresh-0' });

    const { data } = await client.GET('/api/instance');

    expect(data).toEqual(emptyList);
    expect(backend.wire).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/api/instance',
        authorization: 'Bearer token-0',
        accept: 'application/json',
      }),
    ]);
  });

  it('five concurrent 401s cause exactly one refresh and five replays with the new token', async () => {
    const gate = deferred();
    const { backend, tokens, client } = setup({ gate: gate.promise });

    const calls = Array.from({ length: 5 }, () => client.GET('/api/instance'));
    // Let all five reach the wire with the stale token before any answer comes back.
    await vi.waitFor(() => expect(backend.requestsTo('/api/instance')).toHaveLength(5), 5000);
    gate.release();
    const results = await Promise.all(calls);

    expect(results.map((result) => result.data)).toEqual(Array(5).fill(emptyList));
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    expect(backend.requestsTo('/api/auth/refresh')[0]?.body).toBe('{"refreshToken":"refresh-0"}');
    const list = backend.requestsTo('/api/instance').map((request) => request.authorization);
    expect(list).toEqual([
      ...Array(5).fill('Bearer stale-token'),
      ...Array(5).fill('Bearer token-1'),
    ]);
    expect(tokens.getToken()).toBe('token-1');
    expect(tokens.getRefreshToken()).toBe('refresh-1');
  });

  it('replays a POST with its body and content type intact', async () => {
    const { backend, client } = setup({ onRequest: () => json({ success: true }) });

    const { data } = await client.POST('/api/action/volume/{id}', {
      params: { path: { id: 'inst-1' } },
      body: { value: 42 },
    });

    expect(data).toEqual({ success: true });
    const volume = backend.requestsTo('/api/action/volume/inst-1');
    expect(volume).toHaveLength(2);
    expect(volume[1]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer token-1',
      contentType: 'application/json',
      body: '{"value":42}',
    });
    expect(volume[1]?.body).toBe(volume[0]?.body);
  });

  it('does not retry a 401 from the refresh call and rejects the caller with it', async () => {
    const { backend, tokens, client } = setup({
      onRefresh: () => json({ message: 'Refresh token revoked' }, 401),
    });

    const call = client.GET('/api/instance');

    await expect(call).rejects.toBeInstanceOf(RefreshError);
    await expect(call).rejects.toMatchObject({
      status: 401,
      body: { message: 'Refresh token revoked' },
      message: 'Refresh token revoked',
    });
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    expect(backend.requestsTo('/api/instance')).toHaveLength(1);
    // A refused refresh ends the session locally too.
    expect(tokens.getToken()).toBeUndefined();
    expect(tokens.getRefreshToken()).toBeUndefined();
  });

  it('hands a failed refresh (server error) to every waiting caller, keeping the tokens', async () => {
    const gate = deferred();
    const { backend, tokens, client } = setup({
      gate: gate.promise,
      onRefresh: () => json({ message: 'Database down' }, 503),
    });

    const calls = [client.GET('/api/instance'), client.GET('/api/auth/code')];
    await vi.waitFor(() => expect(backend.wire).toHaveLength(2), 5000);
    gate.release();
    const settled = await Promise.allSettled(calls);

    expect(settled.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    for (const result of settled) {
      expect(result.status === 'rejected' && result.reason).toMatchObject({
        name: 'RefreshError',
        status: 503,
      });
    }
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    expect(tokens.getToken()).toBe('stale-token');
  });

  it('hands a network failure during refresh to the caller unchanged', async () => {
    const failure = new TypeError('fetch failed');
    const { client } = setup({
      onRefresh: () => {
        throw failure;
      },
    });

    await expect(client.GET('/api/instance')).rejects.toBe(failure);
  });

  it('passes other errors through unchanged without refreshing', async () => {
    const forbidden = { message: 'Not allowed', permission: 'web:controls:skip', other: true };
    const { backend, tokens, client } = setup({
      onRequest: (request) =>
        request.path.startsWith('/api/action') ? json(forbidden, 403) : json({}, 500),
    });
    tokens.setTokens({ jwt: 'token-0', refresh: 'refresh-0' });

    const skip = client.POST('/api/action/skip/{id}/{force}', {
      params: { path: { id: 'inst-1', force: false } },
    });
    await expect(skip).rejects.toMatchObject({ status: 403, body: forbidden });
    await expect(client.GET('/api/instance')).rejects.toMatchObject({ status: 500 });

    expect(backend.requestsTo('/api/action/skip/inst-1/false')).toHaveLength(1);
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(0);
  });

  it('passes a network error of an ordinary call through unchanged', async () => {
    const failure = new TypeError('network down');
    const tokens = createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' });
    const client = createApiClient({
      baseUrl: BASE,
      tokens,
      fetch: () => Promise.reject(failure),
    });

    await expect(client.GET('/api/instance')).rejects.toBe(failure);
  });

  it('repeats a request only once: a second 401 reaches the caller', async () => {
    const { backend, client } = setup({ onRequest: () => json({ message: 'Still no' }, 401) });

    await expect(client.GET('/api/instance')).rejects.toMatchObject({
      status: 401,
      body: { message: 'Still no' },
    });
    expect(backend.requestsTo('/api/instance')).toHaveLength(2);
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('passes a 401 through when there is no refresh token to use', async () => {
    const backend = createFakeAuthBackend({ token: 'token-0', refresh: 'refresh-0' });
    const client = createApiClient({
      baseUrl: BASE,
      fetch: backend.fetch,
      tokens: createMemoryTokenStore(),
    });

    await expect(client.GET('/api/instance')).rejects.toMatchObject({ status: 401 });
    expect(backend.wire).toEqual([expect.objectContaining({ authorization: null })]);
  });

  it('streams a download with its Content-Length, replaying it after a refresh', async () => {
    const audio = new Uint8Array(2048).map((_, index) => index % 251);
    const { backend, client } = setup({
      onRequest: () =>
        new Response(audio, {
          headers: { 'Content-Type': 'audio/wav', 'Content-Length': String(audio.length) },
        }),
    });

    const { data, response } = await client.GET('/api/download', {
      params: { query: { trackId: 'abc', format: 'wav' } },
      parseAs: 'stream',
      headers: { Accept: 'audio/*' },
    });

    expect(response.headers.get('Content-Length')).toBe('2048');
    expect(new Uint8Array(await new Response(data).arrayBuffer())).toEqual(audio);
    expect(backend.requestsTo('/api/download').map((r) => [r.path, r.accept])).toEqual([
      ['/api/download?trackId=abc&format=wav', 'audio/*'],
      ['/api/download?trackId=abc&format=wav', 'audio/*'],
    ]);
  });

  it('replays a late 401 with the already refreshed token instead of refreshing again', async () => {
    const late = deferred();
    const { backend, tokens, client } = setup();
    // The second call is sent with the stale token but its 401 arrives after the first refreshed.
    const slowFetch = async (request: Request) => {
      if (request.url.endsWith('/api/auth/code')) await late.promise;
      return backend.fetch(request);
    };
    const slowClient = createApiClient({ baseUrl: BASE, fetch: slowFetch, tokens });

    const slow = slowClient.GET('/api/auth/code');
    await client.GET('/api/instance');
    late.release();
    await slow;

    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    expect(backend.requestsTo('/api/auth/code').map((r) => r.authorization)).toEqual([
      'Bearer stale-token',
      'Bearer token-1',
    ]);
  });
});

describe('api client and chat-platform ids', () => {
  const answer = `{"id":"rooftop","name":"Rooftop","discordToken":"","discordChannelId":1234567890123456789,"discordGuildId":18446744073709551615,"discordNickname":"","spotifyUsername":"","spotifyPassword":"","spotifyClientId":"","spotifyClientSecret":""}`;
  const literalAnswer = () =>
    new Response(answer, {
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(answer.length) },
    });

  it('reads id literals as their digits, also from the answer to a replayed request', async () => {
    // The stale token makes the first answer a 401: the replay's answer is the one read.
    const { backend, client } = setup({ onRequest: literalAnswer });
    const { data } = await client.GET('/api/admin/instances/{id}', {
      params: { path: { id: 'rooftop' } },
    });
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    expect(data?.discordChannelId).toBe('1234567890123456789');
    expect(data?.discordGuildId).toBe('18446744073709551615');
  });

  it('writes id strings as number literals, digit for digit', async () => {
    const bodies: string[] = [];
    const client = createApiClient({
      baseUrl: BASE,
      tokens: createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' }),
      fetch: async (request) => {
        bodies.push(await request.clone().text());
        return json({ id: 'x', key: 'k' }, 201);
      },
    });
    await client.POST('/api/admin/instances', {
      body: { name: 'R', discordChannelId: '9007199254740993', discordGuildId: '0' },
    });
    expect(bodies).toEqual(['{"name":"R","discordChannelId":9007199254740993,"discordGuildId":0}']);
  });
});
