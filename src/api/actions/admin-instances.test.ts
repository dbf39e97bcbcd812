import { describe, expect, it } from 'vitest';
import {
  ADMIN_INSTANCE_COMMAND_EVENT,
  createInstance,
  runInstanceCommand,
  updateInstance,
} from './admin-instances';
import { adminKit } from './admin-test-kit';

describe('admin instance commands against the mock', () => {
  it('asks, stops one instance, says so and raises the event', async () => {
    const kit = await adminKit('root-admin', [true]);
    kit.listen(ADMIN_INSTANCE_COMMAND_EVENT);
    expect(await runInstanceCommand('stop', 'quiet-room', kit.context)).toBe(true);
    expect(kit.questions).toEqual(['Are you sure you want to stop this instance?']);
    expect(kit.calls()).toEqual(['PUT /api/admin/instances/quiet-room/stop']);
    expect(kit.toasts).toEqual([{ kind: 'success', message: 'Success!' }]);
    expect(kit.events).toEqual([ADMIN_INSTANCE_COMMAND_EVENT]);
    expect(kit.mock.state.instances.get('quiet-room')?.powerState).toBe('stopping');
  });

  it('sends nothing when the admin cancels', async () => {
    const kit = await adminKit('root-admin', [false]);
    expect(await runInstanceCommand('kill', 'lounge', kit.context)).toBe(false);
    expect(kit.questions).toEqual(['Are you sure you want to kill this instance?']);
    expect(kit.wire).toEqual([]);
    expect(kit.toasts).toEqual([]);
  });

  it('bulk commands name ALL instances and use the literal path', async () => {
    const kit = await adminKit('root-admin', [true]);
    await runInstanceCommand('start', 'all', kit.context);
    expect(kit.questions).toEqual(['Are you sure you want to start ALL instances?']);
    expect(kit.calls()).toEqual(['PUT /api/admin/instances/start']);
    // The basement was the only managed offline instance.
    expect(kit.mock.state.instances.get('basement')?.powerState).toBe('starting');
  });

  it('a refused command toasts "Failed to {verb} instance", plural for all', async () => {
    const kit = await adminKit('root-admin', [true]);
    // The lounge is running: starting it again is a 409.
    expect(await runInstanceCommand('start', 'lounge', kit.context)).toBe(false);
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'Failed to start instance' }]);

    const listener = await adminKit('listener', [true, true]);
    await runInstanceCommand('up', 'garage', listener.context);
    await runInstanceCommand('kill', 'all', listener.context);
    expect(listener.toasts).toEqual([
      { kind: 'error', message: 'Failed to deploy instance' },
      { kind: 'error', message: 'Failed to kill instances' },
    ]);
  });

  it('delete asks with the addendum and removes the instance', async () => {
    const kit = await adminKit('root-admin', [true]);
    await runInstanceCommand('delete', 'garage', kit.context);
    expect(kit.questions).toEqual([
      'Are you sure you want to delete this instance? The instance will be killed and removed.',
    ]);
    expect(kit.calls()).toEqual(['DELETE /api/admin/instances/garage']);
    expect(kit.mock.state.instances.has('garage')).toBe(false);
  });
});

describe('create and edit', () => {
  it('creates with numeric ids and hands back the id and the key', async () => {
    const kit = await adminKit('root-admin');
    const created = await createInstance(
      { name: 'Rooftop', discordChannelId: 1212, discordGuildId: 4242 },
      kit.context,
    );
    expect(kit.wire).toEqual([
      {
        method: 'POST',
        path: '/api/admin/instances',
        body: { name: 'Rooftop', discordChannelId: 1212, discordGuildId: 4242 },
      },
    ]);
    expect(created.key).toMatch(/^[0-9a-f]{40}$/);
    expect(kit.mock.state.instances.get(created.id)?.name).toBe('Rooftop');
  });

  it('saves the edit form, and rejects with the server text when refused', async () => {
    const kit = await adminKit('root-admin');
    const values = {
      name: 'The Lounge 2',
      discordToken: 't',
      discordChannelId: 1,
      discordGuildId: 2,
      discordNickname: 'n',
      spotifyUsername: 'u',
      spotifyPassword: 'p',
      spotifyClientId: 'c',
      spotifyClientSecret: 's',
    };
    await updateInstance('lounge', values, kit.context);
    expect(kit.mock.state.instances.get('lounge')?.name).toBe('The Lounge 2');
    await expect(updateInstance('lounge', { ...values, id: 'other' }, kit.context)).rejects.toThrow(
      'body/id "other" does not match the path\'s "lounge".',
    );
    await expect(updateInstance('nowhere', values, kit.context)).rejects.toThrow(
      'No instance "nowhere".',
    );
  });
});
