import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_INSTANCE_COMMAND_EVENT,
  createInstance,
  runInstanceCommand,
  updateInstance,
} from './actions';
import { actionKit } from '../mutation/action-test-kit';

describe('admin instance commands against the mock', () => {
  it('asks, stops one instance, says so and raises the event', async () => {
    const kit = await actionKit('root-admin', [true]);
    kit.listen(ADMIN_INSTANCE_COMMAND_EVENT);
    expect(await runInstanceCommand(kit.ctx, 'stop', 'quiet-room')).toBe(true);
    expect(kit.questions).toEqual(['Are you sure you want to stop this instance?']);
    expect(kit.calls()).toEqual(['PUT /api/admin/instances/quiet-room/stop']);
    expect(kit.toasts).toEqual([{ kind: 'success', message: 'Success!' }]);
    expect(kit.events).toEqual([ADMIN_INSTANCE_COMMAND_EVENT]);
    expect(kit.mock.state.instances.get('quiet-room')?.powerState).toBe('stopping');
  });

  it('sends nothing when the admin cancels', async () => {
    const kit = await actionKit('root-admin', [false]);
    expect(await runInstanceCommand(kit.ctx, 'kill', 'lounge')).toBe(false);
    expect(kit.questions).toEqual(['Are you sure you want to kill this instance?']);
    expect(kit.wire).toEqual([]);
    expect(kit.toasts).toEqual([]);
  });

  it('bulk commands name ALL instances and use the literal path', async () => {
    const kit = await actionKit('root-admin', [true]);
    await runInstanceCommand(kit.ctx, 'start', 'all');
    expect(kit.questions).toEqual(['Are you sure you want to start ALL instances?']);
    expect(kit.calls()).toEqual(['PUT /api/admin/instances/start']);
    // The basement was the only managed offline instance.
    expect(kit.mock.state.instances.get('basement')?.powerState).toBe('starting');
  });

  it('a refused command toasts "Failed to {verb} instance", plural for all', async () => {
    const kit = await actionKit('root-admin', [true]);
    // The lounge is running: starting it again is a 409.
    expect(await runInstanceCommand(kit.ctx, 'start', 'lounge')).toBe(false);
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'Failed to start instance' }]);

    const listener = await actionKit('listener', [true, true]);
    await runInstanceCommand(listener.ctx, 'up', 'garage');
    await runInstanceCommand(listener.ctx, 'kill', 'all');
    expect(listener.toasts).toEqual([
      { kind: 'error', message: 'Failed to deploy instance' },
      { kind: 'error', message: 'Failed to kill instances' },
    ]);
  });

  it('sends nothing while the server cannot be reached, and says so instead of asking', async () => {
    const kit = await actionKit('root-admin', [true]);
    kit.listen(ADMIN_INSTANCE_COMMAND_EVENT);
    kit.loseServer();
    expect(await runInstanceCommand(kit.ctx, 'stop', 'quiet-room')).toBe(false);
    expect(kit.questions).toEqual([]);
    expect(kit.wire).toEqual([]);
    expect(kit.toasts).toEqual([
      { kind: 'error', message: 'Not sent: the dashboard cannot reach the server.' },
    ]);
    expect(kit.events).toEqual([]);
    expect(kit.mock.state.instances.get('quiet-room')?.powerState).not.toBe('stopping');
  });

  it('delete asks with the addendum and removes the instance', async () => {
    const kit = await actionKit('root-admin', [true]);
    await runInstanceCommand(kit.ctx, 'delete', 'garage');
    expect(kit.questions).toEqual([
      'Are you sure you want to delete this instance? The instance will be killed and removed.',
    ]);
    expect(kit.calls()).toEqual(['DELETE /api/admin/instances/garage']);
    expect(kit.mock.state.instances.has('garage')).toBe(false);
  });
});

describe('create and edit', () => {
  it('a saved form says nothing itself and raises its event; the form says Success!', async () => {
    const kit = await actionKit('root-admin');
    kit.listen('adminInstanceCreate');
    kit.listen('adminInstanceUpdate');
    const created = await createInstance(kit.ctx, {
      name: 'Rooftop',
      discordChannelId: '1',
      discordGuildId: '2',
    });
    expect(created?.id).toBeDefined();
    const { data: seeded } = await kit.ctx.client!.GET('/api/admin/instances/{id}', {
      params: { path: { id: 'lounge' } },
    });
    const { id: _id, ...values } = seeded!;
    expect(await updateInstance(kit.ctx, 'lounge', { ...values, name: 'The Lounge 2' })).toBe(true);
    expect(kit.events).toEqual(['adminInstanceCreate', 'adminInstanceUpdate']);
    expect(kit.toasts).toEqual([]);
  });

  it('a form not sent, the server being unreachable, is told so, in the toast and under the form', async () => {
    const kit = await actionKit('root-admin');
    kit.listen('adminInstanceCreate');
    kit.loseServer();
    const told: string[] = [];
    const body = { name: 'Rooftop', discordChannelId: '1', discordGuildId: '2' };
    expect(await createInstance(kit.ctx, body, (detail) => told.push(detail))).toBeNull();
    const notSent = 'Not sent: the dashboard cannot reach the server.';
    expect(kit.wire).toEqual([]);
    expect(kit.toasts).toEqual([{ kind: 'error', message: notSent }]);
    expect(told).toEqual([notSent]);
    expect(kit.events).toEqual([]);
  });

  const CHANNEL = '1234567890123456789'; // 19 digits; a JavaScript number makes it …800
  const GUILD = '18446744073709551615'; // 20 digits, the largest id there is

  it('creates with the ids as number literals, digit for digit, and reads them back the same', async () => {
    const kit = await actionKit('root-admin');
    const created = await createInstance(kit.ctx, {
      name: 'Rooftop',
      discordChannelId: CHANNEL,
      discordGuildId: GUILD,
    });
    expect(kit.rawBodies).toEqual([
      `{"name":"Rooftop","discordChannelId":${CHANNEL},"discordGuildId":${GUILD}}`,
    ]);
    expect(kit.calls()).toEqual(['POST /api/admin/instances']);
    expect(created?.key).toMatch(/^[0-9a-f]{40}$/);
    const id = created?.id ?? '';
    expect(kit.mock.state.instances.get(id)?.config).toMatchObject({
      discordChannelId: CHANNEL,
      discordGuildId: GUILD,
    });

    const { data, response } = await kit.ctx.client!.GET('/api/admin/instances/{id}', {
      params: { path: { id } },
    });
    expect(data).toMatchObject({ discordChannelId: CHANNEL, discordGuildId: GUILD });
    expect(kit.toasts).toEqual([]);
    // The answer on the wire had number literals; the app got strings of the same digits.
    expect(response.headers.get('Content-Type')).toContain('json');
  });

  it('property: any id from 0 to 2^64 − 1 goes out and comes back with every digit', async () => {
    const kit = await actionKit('root-admin');
    const client = kit.ctx.client!;
    const id = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(String);
    await fc.assert(
      fc.asyncProperty(id, id, async (channel, guild) => {
        const created = await createInstance(kit.ctx, {
          name: 'Any',
          discordChannelId: channel,
          discordGuildId: guild,
        });
        expect(kit.rawBodies.at(-1)).toBe(
          `{"name":"Any","discordChannelId":${channel},"discordGuildId":${guild}}`,
        );
        const { data } = await client.GET('/api/admin/instances/{id}', {
          params: { path: { id: created?.id ?? '' } },
        });
        expect([data?.discordChannelId, data?.discordGuildId]).toEqual([channel, guild]);
      }),
      { numRuns: 40 },
    );
  });

  it('saves a seeded instance, whose ids are all above 2^53, without changing a digit', async () => {
    const kit = await actionKit('root-admin');
    const client = kit.ctx.client!;
    const { data: seeded } = await client.GET('/api/admin/instances/{id}', {
      params: { path: { id: 'lounge' } },
    });
    expect(seeded?.discordChannelId).toMatch(/^\d{18,19}$/);
    expect(BigInt(seeded?.discordChannelId ?? 0)).toBeGreaterThan(BigInt(Number.MAX_SAFE_INTEGER));
    const { id: _id, ...values } = seeded!;
    expect(await updateInstance(kit.ctx, 'lounge', { ...values, name: 'The Lounge 2' })).toBe(true);
    expect(kit.rawBodies.at(-1)).toContain(`"discordChannelId":${seeded?.discordChannelId},`);
    expect(kit.mock.state.instances.get('lounge')).toMatchObject({
      name: 'The Lounge 2',
      config: {
        discordChannelId: seeded?.discordChannelId,
        discordGuildId: seeded?.discordGuildId,
      },
    });
    expect(kit.toasts).toEqual([]);
    // 9007199254740993 is one past the last exact double: it goes out as typed.
    await updateInstance(kit.ctx, 'lounge', { ...values, discordGuildId: '9007199254740993' });
    expect(kit.rawBodies.at(-1)).toContain('"discordGuildId":9007199254740993,');
    expect(kit.mock.state.instances.get('lounge')?.config.discordGuildId).toBe('9007199254740993');
  });

  it("a refused save is the spec's toast 'An error occurred', and the form is told why, never the validator text", async () => {
    const kit = await actionKit('root-admin');
    const values = {
      name: 'The Lounge 2',
      discordToken: 't',
      discordChannelId: '1',
      discordGuildId: '2',
      discordNickname: 'n',
      spotifyUsername: 'u',
      spotifyPassword: 'p',
      spotifyClientId: 'c',
      spotifyClientSecret: 's',
    };
    // The form is told the detail, to show under itself (2-secondary §8).
    const told: string[] = [];
    const tell = (detail: string) => told.push(detail);
    expect(await updateInstance(kit.ctx, 'lounge', { ...values, id: 'other' }, tell)).toBe(false);
    expect(await updateInstance(kit.ctx, 'nowhere', values, tell)).toBe(false);
    expect(await updateInstance(kit.ctx, 'lounge', { ...values, discordNickname: '' }, tell)).toBe(
      false,
    );
    expect(told).toEqual([
      'The server refused the form',
      'No instance "nowhere".',
      'The server refused Discord Nickname',
    ]);
    expect(kit.toasts).toEqual([
      { kind: 'error', message: 'An error occurred' },
      { kind: 'error', message: 'An error occurred' },
      { kind: 'error', message: 'An error occurred' },
    ]);
    expect(kit.mock.state.instances.get('lounge')?.name).toBe('The Lounge');

    const listener = await actionKit('listener');
    expect(
      await createInstance(
        listener.ctx,
        { name: 'x', discordChannelId: '1', discordGuildId: '2' },
        tell,
      ),
    ).toBeNull();
    expect(told).toHaveLength(4);
    expect(listener.toasts).toHaveLength(1);
    expect(listener.toasts[0]?.message).toBe('An error occurred');
  });
});
