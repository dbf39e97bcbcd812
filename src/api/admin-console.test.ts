/** The /websocket answer through the app's client: flat or wrapped in `data`, and its errors. */
import { describe, expect, it } from 'vitest';
import { readConsoleAccess } from './admin-console';
import { createApiClient } from './client';
import { createMemoryTokenStore } from './token-store';

const SOCKET = 'wss://panel.example.com/api/servers/1a7ce997/ws';

function clientAnswering(answer: () => Response) {
  const requests: string[] = [];
  const client = createApiClient({
    baseUrl: 'http://backend.test',
    tokens: createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' }),
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return Promise.resolve(answer());
    },
  });
  return { client, requests };
}

const json = (body: string, status = 200, type = 'application/json; charset=utf-8') =>
  new Response(body, { status, headers: { 'Content-Type': type } });

describe('readConsoleAccess', () => {
  it('reads the flat answer', async () => {
    const { client, requests } = clientAnswering(() =>
      json(`{"socket":"${SOCKET}","token":"abc"}`),
    );
    expect(await readConsoleAccess('lounge', { client })).toEqual({
      status: 'ok',
      access: { socket: SOCKET, token: 'abc' },
    });
    expect(requests).toEqual(['GET /api/admin/instances/lounge/websocket']);
  });

  it("reads the server panel's answer wrapped in data", async () => {
    const { client } = clientAnswering(() => json(`{"data":{"token":"abc","socket":"${SOCKET}"}}`));
    expect(await readConsoleAccess('lounge', { client })).toEqual({
      status: 'ok',
      access: { socket: SOCKET, token: 'abc' },
    });
  });

  it('fails with the detail of a ProblemDetails, and without one for an empty answer', async () => {
    const problem = clientAnswering(() =>
      json(
        '{"type":"https://tools.ietf.org/html/rfc9110#section-15.5.10","title":"Conflict","status":409,"detail":"The instance is not managed by the server panel."}',
        409,
        'application/problem+json; charset=utf-8',
      ),
    );
    expect(await readConsoleAccess('garage', { client: problem.client })).toEqual({
      status: 'failed',
      httpStatus: 409,
      detail: 'The instance is not managed by the server panel.',
    });
    const empty = clientAnswering(() => new Response(null, { status: 200 }));
    expect(await readConsoleAccess('lounge', { client: empty.client })).toEqual({
      status: 'failed',
      httpStatus: 200,
      detail: null,
    });
  });

  it('fails without a status when the network does', async () => {
    const client = createApiClient({
      baseUrl: 'http://backend.test',
      tokens: createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' }),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    expect(await readConsoleAccess('lounge', { client })).toEqual({
      status: 'failed',
      detail: null,
    });
  });
});
