/**
 * The app's client against the mock answering as a real ASP.NET backend does (MOCK_WIRE=aspnet,
 * mock-api/aspnet-wire.ts): ProblemDetails and empty errors, empty action answers, date-times
 * without an offset, numeric discordIds and the /websocket answer wrapped in `data` all read as
 * the contract's shapes do.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../../mock-api/clock';
import { createMockApi, type MockApi } from '../../mock-api/create-mock-api';
import { INSTANCE_IDS } from '../../mock-api/seed-world';
import { parseServerTime } from '@/lib/wire/server-time';
import { pause } from './instances/player-actions';
import { readConsoleAccess } from './admin-console';
import { createApiClient } from './client';
import { recordingContext } from './testing/recording-context';
import { createMemoryTokenStore, type TokenPair } from './token-store';

const { lounge, basement } = INSTANCE_IDS;
let mock: MockApi;

beforeEach(() => {
  mock = createMockApi({ clock: createManualClock(), env: { wire: 'aspnet' } });
});

function kit(pair: Partial<TokenPair>) {
  const tokens = createMemoryTokenStore(pair);
  const client = createApiClient({
    baseUrl: 'http://mock.test',
    tokens,
    fetch: (request) => mock.fetch(request),
    lock: { run: (task) => task() },
  });
  return { ...recordingContext(client), client, tokens };
}

describe('the client against an ASP.NET-shaped backend', () => {
  it('an action answered 200 with no body is a success', async () => {
    const { ctx, toasts } = kit(await mock.signIn('dj'));
    expect((await pause(ctx, lounge)).status).toBe('done');
    expect(toasts).toEqual(['success: Paused']);
  });

  it('a ProblemDetails refusal or conflict gives the spec toast', async () => {
    const listener = kit(await mock.signIn('listener'));
    expect((await pause(listener.ctx, lounge)).status).toBe('refused');
    const root = kit(await mock.signIn('root-admin'));
    expect((await pause(root.ctx, basement)).status).toBe('failed');
    expect([...listener.toasts, ...root.toasts]).toEqual([
      "error: You're not allowed to pause",
      'error: An error occurred',
    ]);
  });

  it('an empty 401 refreshes the session and repeats the call', async () => {
    const { refresh } = await mock.signIn('dj');
    const { client, tokens } = kit({ jwt: 'expired', refresh });
    const { data, response } = await client.GET('/api/instance');
    expect(response.status).toBe(200);
    expect(data?.instances.length).toBeGreaterThan(0);
    expect(tokens.getToken()).not.toBe('expired');
  });

  it('a date-time without an offset is the same instant', async () => {
    const { client } = kit(await mock.signIn('dj'));
    const { data } = await client.GET('/api/track/{id}/{loadAll}', {
      params: { path: { id: lounge, loadAll: false } },
    });
    const updated = data?.instance.playerProgressUpdated ?? '';
    expect(updated).not.toMatch(/Z$/);
    expect(parseServerTime(updated)).toBe(mock.clock.now());
  });

  it('a discordId written as a number keeps every digit', async () => {
    const { client } = kit(await mock.signIn('root-admin'));
    const expected = mock.state.users.get('2')?.discordId;
    expect(expected).toMatch(/^\d{18}$/);
    const { data: one } = await client.GET('/api/admin/users/{id}', {
      params: { path: { id: '2' } },
    });
    expect(one?.discordId).toBe(expected);
    const { data: all } = await client.GET('/api/admin/users');
    expect(all?.find((user) => user.id === '2')?.discordId).toBe(expected);
  });

  it('the /websocket answer wrapped in data gives the console address and token', async () => {
    const { client } = kit(await mock.signIn('root-admin'));
    const answer = await readConsoleAccess(lounge, { client });
    expect(answer).toMatchObject({
      status: 'ok',
      access: { socket: expect.stringMatching(/^ws:\/\/mock\.test\/mock-panel\//) as unknown },
    });
  });
});
