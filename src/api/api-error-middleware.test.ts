import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createApiClient } from './client';
import { createReachabilityStore } from './reachability/store';
import { createFakeAuthBackend, json } from './testing/fake-auth-backend';
import { createMemoryTokenStore } from './token-store';

const BASE = 'http://backend.test';

/** The client over a server that answers every call with `answer` (once signed in). */
function clientAnswering(answer: () => Response, jwt = 'token-0') {
  const backend = createFakeAuthBackend({
    token: 'token-0',
    refresh: 'refresh-0',
    onRequest: answer,
  });
  const tokens = createMemoryTokenStore({ jwt, refresh: 'refresh-0' });
  return { backend, client: createApiClient({ baseUrl: BASE, fetch: backend.fetch, tokens }) };
}

/** What a call rejected with. */
async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call succeeded');
    },
    (error: unknown) => error,
  );
}

describe('the client throws every answer outside 2xx as an ApiError', () => {
  it('a 500 with an empty body rejects with ApiError status 500', async () => {
    const empty = () => new Response(null, { status: 500, headers: { 'Content-Length': '0' } });
    const { client } = clientAnswering(empty);

    const error = await rejection(client.GET('/api/instance'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: '', url: `${BASE}/api/instance` });
  });

  it('a 404 with a JSON body rejects with ApiError status 404 and that body', async () => {
    const notFound = { message: 'No such instance' };
    const { client } = clientAnswering(() => json(notFound, 404));

    const error = await rejection(
      client.GET('/api/track/{id}/{loadAll}', { params: { path: { id: 'gone', loadAll: false } } }),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      body: notFound,
      url: `${BASE}/api/track/gone/false`,
      message: 'No such instance',
    });
  });

  it('a text body that is not JSON is the body as text', async () => {
    const text = () => new Response('Service Unavailable', { status: 503 });
    const { client } = clientAnswering(text);

    const error = await rejection(
      client.POST('/api/action/pause/{id}', { params: { path: { id: 'x' } } }),
    );

    expect(error).toMatchObject({ status: 503, body: 'Service Unavailable' });
  });

  it('a 2xx passes, with its data or with none', async () => {
    const list = { instances: [], tracks: {}, presences: {} };
    const { client } = clientAnswering(() => json(list));
    expect((await client.GET('/api/instance')).data).toEqual(list);

    const noContent = clientAnswering(() => new Response(null, { status: 204 }));
    const { data, response } = await noContent.client.POST('/api/action/pause/{id}', {
      params: { path: { id: 'x' } },
    });
    expect(response.status).toBe(204);
    expect(data).toBeUndefined();
  });

  it('a 401 is refreshed and replayed first: the call gets the answer to the replay', async () => {
    const list = { instances: [], tracks: {}, presences: {} };
    const { backend, client } = clientAnswering(() => json(list), 'stale-token');

    const { data } = await client.GET('/api/instance');

    expect(data).toEqual(list);
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
  });

  it('a 5xx still reaches the reachability rule before it is thrown', async () => {
    const { client } = clientAnswering(() => new Response(null, { status: 502 }));
    const reachability = createReachabilityStore();
    client.use(reachability.middleware);

    await rejection(client.GET('/api/instance'));
    await rejection(client.GET('/api/instance'));

    expect(reachability.get().failures).toBe(2);
  });
});
