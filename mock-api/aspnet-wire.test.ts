/** MOCK_WIRE=aspnet: the same world, answered in a real ASP.NET backend's shapes. */
import { beforeEach, describe, expect, it } from 'vitest';
import { toAspnetJson } from './aspnet-wire.ts';
import { createManualClock } from './clock.ts';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { readMockEnv } from './env.ts';
import { loadContract } from './openapi-contract.ts';
import { INSTANCE_IDS } from './seed-world.ts';
import { createTestWorlds } from './test-worlds.ts';

const { lounge, basement, garage } = INSTANCE_IDS;
const contractDoc = loadContract();
const problemSchema = contractDoc.schemaValidator('ProblemDetails');
let api: MockApi;
let contract: MockApi;
const tokens: Record<'root' | 'dj' | 'listener', string> = { root: '', dj: '', listener: '' };
const contractTokens = { root: '', dj: '' };

beforeEach(async () => {
  api = createMockApi({ clock: createManualClock(), env: { wire: 'aspnet' } });
  contract = createMockApi({ clock: createManualClock() });
  tokens.root = (await api.signIn('root-admin')).jwt;
  tokens.dj = (await api.signIn('dj')).jwt;
  tokens.listener = (await api.signIn('listener')).jwt;
  contractTokens.root = (await contract.signIn('root-admin')).jwt;
  contractTokens.dj = (await contract.signIn('dj')).jwt;
});

/** The raw answer: status, headers and text, as a browser would get them. */
async function raw(
  method: string,
  path: string,
  { token, body, world = api }: { token?: string; body?: string; world?: MockApi } = {},
) {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await world.fetch(
    new Request(new URL(path, 'http://mock.test'), { method, headers, body }),
  );
  return { status: response.status, headers: response.headers, text: await response.text() };
}

describe('MOCK_WIRE', () => {
  it('is read from the environment and names a bad value', () => {
    expect(readMockEnv({}).wire).toBe('contract');
    expect(readMockEnv({ MOCK_WIRE: 'aspnet' }).wire).toBe('aspnet');
    expect(() => readMockEnv({ MOCK_WIRE: 'soap' })).toThrow(
      'MOCK_WIRE must be one of contract, aspnet, got "soap".',
    );
  });

  it('is a test world option that leaves the other worlds alone', async () => {
    const worlds = createTestWorlds({}, 'test');
    const put = (id: string, options: object) =>
      worlds.fetch(
        new Request(`http://mock.test/mock-test/worlds/${id}`, {
          method: 'PUT',
          body: JSON.stringify(options),
        }),
      );
    expect((await put('aspnet', { wire: 'aspnet' })).status).toBe(201);
    expect((await put('plain', {})).status).toBe(201);
    expect((await put('bad', { wire: 'soap' })).status).toBe(400);
    expect(worlds.world('aspnet')?.api.env.wire).toBe('aspnet');
    expect(worlds.world('plain')?.api.env.wire).toBe('contract');
  });
});

describe('errors are ProblemDetails, an empty 401 or a text line', () => {
  it('a refusal is application/problem+json with title, status, detail and the permission', async () => {
    const refused = await raw('POST', `/api/action/pause/${lounge}`, { token: tokens.listener });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8');
    expect(JSON.parse(refused.text)).toEqual({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
      title: 'Forbidden',
      status: 403,
      detail: "You're not allowed to pause",
      permission: 'web:controls:pause',
      traceId: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/) as unknown,
    });
    expect(problemSchema(JSON.parse(refused.text)), JSON.stringify(problemSchema.errors)).toBe(
      true,
    );
  });

  it('a conflict carries its reason as detail', async () => {
    const offline = await raw('POST', `/api/action/pause/${basement}`, { token: tokens.root });
    expect(offline.status).toBe(409);
    expect(JSON.parse(offline.text)).toMatchObject({
      title: 'Conflict',
      status: 409,
      detail: 'Basement is offline.',
    });
  });

  it('a bad request is a ValidationProblemDetails: errors by field, no detail', async () => {
    const bad = await raw('POST', `/api/action/volume/${lounge}`, {
      token: tokens.dj,
      body: '{"value":"loud"}',
    });
    expect(bad.status).toBe(400);
    const problem = JSON.parse(bad.text) as Record<string, unknown>;
    expect(problem).toMatchObject({
      type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
      title: 'One or more validation errors occurred.',
      status: 400,
      errors: { '$.value': [expect.any(String)] },
    });
    expect(problem).not.toHaveProperty('detail');
    expect(problemSchema(problem), JSON.stringify(problemSchema.errors)).toBe(true);
  });

  it('an unknown path is a 404 ProblemDetails', async () => {
    const missing = await raw('GET', '/api/nothing-here', { token: tokens.dj });
    expect(missing.status).toBe(404);
    expect(JSON.parse(missing.text)).toMatchObject({ title: 'Not Found', status: 404 });
  });

  it('a bearer call without a valid token is an empty 401 with WWW-Authenticate', async () => {
    const none = await raw('GET', '/api/instance');
    expect(none).toMatchObject({ status: 401, text: '' });
    expect(none.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect(none.headers.get('Content-Length')).toBe('0');
    const expired = await raw('GET', '/api/instance', { token: 'not-a-jwt' });
    expect(expired).toMatchObject({ status: 401, text: '' });
    expect(expired.headers.get('WWW-Authenticate')).toBe('Bearer error="invalid_token"');
    // The refresh call's own refusal is the controller's: a ProblemDetails.
    const refresh = await raw('POST', '/api/auth/refresh', { body: '{"refreshToken":"nope"}' });
    expect(refresh.status).toBe(401);
    expect(refresh.headers.get('Content-Type')).toBe('application/problem+json; charset=utf-8');
  });

  it('a server error is a plain text line', async () => {
    const failing = createMockApi({ env: { wire: 'aspnet', errorRate: 1 } });
    const { jwt } = await failing.signIn('dj');
    const answer = await raw('GET', '/api/instance', { token: jwt, world: failing });
    expect(answer.status).toBe(500);
    expect(answer.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    expect(answer.text).toBe('Simulated failure (MOCK_ERROR_RATE=1).');
  });
});

describe('answers', () => {
  it('an action is a 200 with an empty body and Content-Length: 0', async () => {
    const paused = await raw('POST', `/api/action/pause/${lounge}`, { token: tokens.dj });
    expect(paused).toMatchObject({ status: 200, text: '' });
    expect(paused.headers.get('Content-Length')).toBe('0');
    expect(paused.headers.get('X-Mock-Api')).toBe('mock-api');
    const lifecycle = await raw('PUT', `/api/admin/instances/${basement}/start`, {
      token: tokens.root,
    });
    expect(lifecycle).toMatchObject({ status: 200, text: '' });
  });

  it('date-times are UTC wall time without an offset', async () => {
    const text = (await raw('GET', `/api/track/${lounge}/true`, { token: tokens.dj })).text;
    const contractText = (
      await raw('GET', `/api/track/${lounge}/true`, { token: contractTokens.dj, world: contract })
    ).text;
    const updated = /"playerProgressUpdated":"([^"]+)"/.exec(text)?.[1];
    const contractUpdated = /"playerProgressUpdated":"([^"]+)"/.exec(contractText)?.[1];
    expect(updated).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(`${updated}Z`).toBe(contractUpdated);
    expect(text).toMatch(/"recordedDateTime":"\d{4}-\d{2}-\d{2}T[\d:.]+"/);
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z"/);
    const users = (await raw('GET', '/api/admin/users', { token: tokens.root })).text;
    expect(users).toMatch(/"registeredDateTime":"\d{4}-\d{2}-\d{2}T[\d:.]+"/);
    expect(users).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z"/);
  });

  it('discordId is a number literal above 2^53, with the digits of the contract world', async () => {
    const aspnet = (await raw('GET', '/api/admin/users/2', { token: tokens.root })).text;
    const plain = (
      await raw('GET', '/api/admin/users/2', { token: contractTokens.root, world: contract })
    ).text;
    const digits = /"discordId":"(\d+)"/.exec(plain)?.[1] ?? '';
    expect(digits).toMatch(/^\d{18}$/);
    expect(BigInt(digits) > 2n ** 53n).toBe(true);
    expect(aspnet).toContain(`"discordId":${digits},`);
    // Proof that a plain JSON.parse would lose digits of it.
    expect(String((JSON.parse(aspnet) as { discordId: number }).discordId)).not.toBe(digits);
  });

  it('the websocket answer is wrapped in data, as the server panel writes it', async () => {
    const answer = await raw('GET', `/api/admin/instances/${lounge}/websocket`, {
      token: tokens.root,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    const body = JSON.parse(answer.text) as { data: { socket: string; token: string } };
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data.socket).toMatch(/^ws:\/\/mock\.test\/mock-panel\/servers\/.+\/ws$/);
    expect(body.data.token).toMatch(/^[0-9a-f]{32}$/);
    // The contract's 200 takes it as it takes the flat answer.
    const validate = contractDoc.responseValidator(
      'get',
      '/api/admin/instances/{id}/websocket',
      200,
    );
    expect(validate?.(body), JSON.stringify(validate?.errors)).toBe(true);
    const unmanaged = await raw('GET', `/api/admin/instances/${garage}/websocket`, {
      token: tokens.root,
    });
    expect(JSON.parse(unmanaged.text)).toMatchObject({
      status: 409,
      detail: 'The instance is not managed by the server panel.',
    });
  });

  it('audio passes untouched', async () => {
    const trackId = [...api.state.catalogue.tracks.keys()][0]!;
    const download = (world: MockApi, token: string) =>
      world.fetch(
        new Request(`http://mock.test/api/download?trackId=${trackId}&format=wav`, {
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
    const aspnet = await download(api, tokens.root);
    const plain = await download(contract, contractTokens.root);
    expect(aspnet.status).toBe(200);
    expect(aspnet.headers.get('Content-Type')).toBe(plain.headers.get('Content-Type'));
    expect(new Uint8Array(await aspnet.arrayBuffer())).toEqual(
      new Uint8Array(await plain.arrayBuffer()),
    );
  });

  it('toAspnetJson leaves other strings alone', () => {
    expect(
      toAspnetJson(
        '{"a":"2026-05-01T12:34:56.123Z","b":"at 2026-05-01T12:34:56Z","event":"{\\"At\\":\\"2026-05-01T12:34:56.123Z\\"}","discordId":"200000001234567890","id":"3"}',
      ),
    ).toBe(
      '{"a":"2026-05-01T12:34:56.123","b":"at 2026-05-01T12:34:56Z","event":"{\\"At\\":\\"2026-05-01T12:34:56.123Z\\"}","discordId":200000001234567890,"id":"3"}',
    );
  });
});
