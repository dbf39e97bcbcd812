import { afterEach, describe, expect, it, vi } from 'vitest';
import { ALL_PERMISSIONS } from '@/lib/admin/permissions';
import { PRESETS } from '@/lib/player/audio-settings';
import type { SavedTrack } from '@/lib/saved-queues/types';
import { actionKit } from './action-test-kit';
import { runAction, type ActionSpec } from './run-action';
import { createInstance, runInstanceCommand, updateInstance } from '../admin-instances/actions';
import { addUserToInstance, kickUser, setUserRoles } from '../admin-users/actions';
import { regenerateLoginCode } from '../auth/actions';
import { applyPreset, setAudioValue, setEqualizer } from '../instances/audio-actions';
import { pause, restartInstance, seek, skip, stop } from '../instances/player-actions';
import {
  clearQueue,
  enqueue,
  moveToTop,
  removeTrack,
  reorder,
  restoreTrack,
  shuffle,
  togglePartyMode,
} from '../instances/queue-actions';
import { pushSavedTrack } from '../instances/saved-queue-actions';
import { search } from '../instances/search-actions';

afterEach(() => vi.restoreAllMocks());

const NOT_SENT = 'Not sent: the dashboard cannot reach the server.';

/** An admin action spelt out, as the admin actions give theirs. */
const spec: ActionSpec = {
  confirmation: 'Are you sure?',
  success: 'Success!',
  failure: 'Failed to stop instance',
  event: 'adminInstanceCommand',
  detail: { command: 'stop', target: 'quiet-room' },
};

/** A call the server answers with `status` and `body`, as openapi-fetch resolves it. */
const answering = (status: number, body?: unknown) => async () => ({
  error: body,
  response: new Response(null, { status }),
});

describe('the unreachable-server guard', () => {
  it('sends nothing, asks nothing and tells the person why, while the server cannot be reached', async () => {
    const kit = await actionKit('dj', [true]);
    kit.listen('stop');
    kit.loseServer();
    const outcome = await stop(kit.ctx, 'lounge');
    expect(outcome.status).toBe('failed');
    expect(kit.wire).toEqual([]);
    expect(kit.questions).toEqual([]);
    expect(kit.toasts).toEqual([{ kind: 'error', message: NOT_SENT }]);
    expect(kit.events).toEqual([]);
    // It asks at once whether the server is back, rather than at the probe's next turn.
    expect(kit.probes()).toBe(1);
  });

  it('sends as usual once the server can be reached', async () => {
    const kit = await actionKit('dj');
    kit.listen('pause');
    expect((await pause(kit.ctx, 'lounge')).status).toBe('done');
    expect(kit.calls()).toEqual(['POST /api/action/pause/lounge']);
    expect(kit.probes()).toBe(0);
  });

  // Every change of data the dashboard makes, instance, admin or settings: each sends nothing
  // while the server cannot be reached, which only the one runner's guard does.
  const track: SavedTrack = {
    uri: 'spotify:track:4uLU6hMCjMI75M1A2tKUQC',
    streamingServiceType: 0,
    name: 'Any',
    artists: ['Someone'],
    duration: 1000,
  };
  const mutations: Record<string, (kit: Awaited<ReturnType<typeof actionKit>>) => unknown> = {
    pause: ({ ctx }) => pause(ctx, 'lounge'),
    skip: ({ ctx }) => skip(ctx, 'lounge'),
    seek: ({ ctx }) => seek(ctx, 'lounge', 0.5),
    'restart the bot': ({ ctx }) => restartInstance(ctx, 'lounge'),
    shuffle: ({ ctx }) => shuffle(ctx, 'lounge'),
    'party mode': ({ ctx }) => togglePartyMode(ctx, 'lounge'),
    'clear the queue': ({ ctx }) => clearQueue(ctx, 'lounge', false),
    reorder: ({ ctx }) => reorder(ctx, 'lounge', ['1', '2']),
    'move to the top': ({ ctx }) => moveToTop(ctx, 'lounge', '2'),
    'remove a track': ({ ctx }) => removeTrack(ctx, 'lounge', '2'),
    'undo a remove': ({ ctx }) =>
      restoreTrack(ctx, 'lounge', { id: '2', ...track }, { preceding: [], index: 0 }, new Set()),
    'queue a track': ({ ctx }) =>
      enqueue(ctx, 'lounge', {
        kind: 'track',
        next: false,
        uri: track.uri,
        streamingServiceType: 0,
      }),
    'push a saved track': ({ ctx }) => pushSavedTrack(ctx, 'lounge', track),
    search: ({ ctx }) => search(ctx, 'lounge', 'neon', new AbortController().signal),
    volume: ({ ctx }) => setAudioValue(ctx, 'lounge', 'volume', 50),
    equalizer: ({ ctx }) => setEqualizer(ctx, 'lounge', Array(10).fill(0)),
    preset: ({ ctx }) => applyPreset(ctx, 'lounge', PRESETS[0]!),
    'an instance command': ({ ctx }) => runInstanceCommand(ctx, 'stop', 'quiet-room'),
    'create an instance': ({ ctx }) =>
      createInstance(ctx, { name: 'x', discordChannelId: '1', discordGuildId: '2' }),
    'edit an instance': ({ ctx }) =>
      updateInstance(ctx, 'lounge', {
        name: 'x',
        discordToken: 't',
        discordChannelId: '1',
        discordGuildId: '2',
        discordNickname: 'n',
        spotifyUsername: 'u',
        spotifyPassword: 'p',
        spotifyClientId: 'c',
        spotifyClientSecret: 's',
      }),
    'set permissions': ({ ctx }) => setUserRoles(ctx, '3', 'lounge', ALL_PERMISSIONS),
    kick: ({ ctx }) => kickUser(ctx, '6', 'basement'),
    'add a user': ({ ctx }) => addUserToInstance(ctx, '4', 'garage'),
    'a new login code': ({ ctx }) => regenerateLoginCode(ctx),
  };
  it.each(Object.entries(mutations))('%s sends nothing and says why', async (_, mutate) => {
    const kit = await actionKit('root-admin', [true, true]);
    kit.loseServer();
    await mutate(kit);
    expect(kit.wire).toEqual([]);
    expect(kit.toasts.filter(({ message }) => message === NOT_SENT)).not.toHaveLength(0);
  });
});

describe('the event naming the action', () => {
  it('is raised once when the server took the action, with its name', async () => {
    const kit = await actionKit('dj', [true]);
    kit.listen('clearQueue');
    kit.listen('pause');
    await clearQueue(kit.ctx, 'lounge', false);
    expect(kit.events).toEqual(['clearQueue']);
  });

  it("carries an admin action's detail", async () => {
    const kit = await actionKit('root-admin', [true]);
    const details: unknown[] = [];
    kit.ctx.events?.addEventListener('adminInstanceCommand', (event) =>
      details.push((event as CustomEvent).detail),
    );
    const outcome = await runAction(kit.ctx, spec, (client) =>
      client.PUT('/api/admin/instances/{id}/stop', { params: { path: { id: 'quiet-room' } } }),
    );
    expect(outcome.status).toBe('done');
    expect(details).toEqual([{ command: 'stop', target: 'quiet-room' }]);
    expect(kit.toasts).toEqual([{ kind: 'success', message: 'Success!' }]);
  });

  it('is not raised when the server refused, failed, or nothing came back', async () => {
    // A listener may not stop the bot: the refusal, and no event.
    const listener = await actionKit('listener', [true]);
    listener.listen('stop');
    expect((await stop(listener.ctx, 'lounge')).status).toBe('refused');
    expect(listener.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to stop or disconnect the bot" },
    ]);
    expect(listener.events).toEqual([]);

    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = await actionKit('root-admin', [true, true]);
    kit.listen('adminInstanceCommand');
    expect((await runAction(kit.ctx, spec, answering(500))).status).toBe('failed');
    const network = async () => {
      throw new TypeError('Failed to fetch');
    };
    expect((await runAction(kit.ctx, spec, network)).status).toBe('failed');
    expect(kit.events).toEqual([]);
  });

  it('is not raised, and nothing sent, when the person says no', async () => {
    const kit = await actionKit('dj', [false]);
    kit.listen('shuffle');
    expect((await shuffle(kit.ctx, 'lounge')).status).toBe('cancelled');
    expect(kit.wire).toEqual([]);
    expect(kit.events).toEqual([]);
  });
});

describe('the error toast', () => {
  it("says 'An error occurred' and leaves the server's detail to the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = await actionKit('dj');
    const detail = 'Lavalink node unavailable';
    const outcome = await runAction(kit.ctx, 'pause', answering(500, { message: detail }));
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'An error occurred' }]);
    expect(warn.mock.calls.flat().join(' ')).toContain(detail);
    expect(outcome).toMatchObject({ status: 'failed', failure: { detail } });
  });

  it('says the same when no answer came, the reason in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = await actionKit('dj');
    const outcome = await runAction(kit.ctx, 'pause', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'An error occurred' }]);
    expect(String(warn.mock.calls.flat())).toContain('Failed to fetch');
    expect(outcome).toMatchObject({ status: 'failed', failure: { detail: 'Failed to fetch' } });
  });

  it('gives the detail to a failure that names it (the login code)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = await actionKit('dj');
    await runAction(
      kit.ctx,
      { ...spec, confirmation: null, failure: (detail) => `An error occurred: ${detail}` },
      answering(503),
    );
    expect(kit.toasts).toEqual([{ kind: 'error', message: 'An error occurred: HTTP 503' }]);
  });
});
