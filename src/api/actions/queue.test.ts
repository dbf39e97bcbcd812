import { describe, expect, it } from 'vitest';
import { actionKit } from './action-test-kit';
import { clearQueue, moveToTop, pushPlaylist, pushTrack, removeTrack, reorder } from './queue';

describe('queue actions against the mock', () => {
  it('clears only my tracks after asking, with its own toast and event', async () => {
    const kit = await actionKit('dj', [true]);
    kit.listen('clearMine');
    await clearQueue(kit.ctx, 'lounge', true);
    expect(kit.questions).toEqual(['This will clear your queued tracks.']);
    expect(kit.wire.map((c) => c.path)).toEqual(['/api/action/clear/lounge/true']);
    expect(kit.toasts).toEqual([{ kind: 'success', message: 'Removed your queued tracks' }]);
    expect(kit.events).toEqual(['clearMine']);
  });

  it('sends the new order of ids silently', async () => {
    const kit = await actionKit('dj');
    const first = kit.mock.state.instances
      .get('lounge')!
      .queue.slice(0, 3)
      .map((i) => i.id);
    const order = [first[2]!, first[0]!, first[1]!];
    await reorder(kit.ctx, 'lounge', order);
    expect(kit.wire).toEqual([{ method: 'POST', path: '/api/action/reorder/lounge', body: order }]);
    expect(kit.toasts).toEqual([]);
    const after = kit.mock.state.instances
      .get('lounge')!
      .queue.slice(0, 3)
      .map((i) => i.id);
    expect(after).toEqual(order);
  });

  it('moves a track to the top and removes another, with their toasts', async () => {
    const kit = await actionKit('dj');
    const [a, b] = kit.mock.state.instances
      .get('lounge')!
      .queue.slice(5, 7)
      .map((i) => i.id);
    await moveToTop(kit.ctx, 'lounge', a!);
    await removeTrack(kit.ctx, 'lounge', b!);
    expect(kit.wire.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PUT /api/track/next/lounge/${a}`,
      `DELETE /api/track/delete/lounge/${b}`,
    ]);
    expect(kit.toasts.map((t) => t.message)).toEqual([
      'Moved to the top of the queue',
      'Track removed from queue',
    ]);
  });

  it('queues a track next or at the end, and a playlist', async () => {
    const kit = await actionKit('dj');
    const uri = [...kit.mock.state.catalogue.tracks.values()][0]!.uri;
    const playlist = [...kit.mock.state.catalogue.playlists.values()][0]!.uri;
    await pushTrack(kit.ctx, 'lounge', { uri, streamingServiceType: 0 }, true);
    await pushTrack(kit.ctx, 'lounge', { uri, streamingServiceType: 0 }, false);
    await pushPlaylist(kit.ctx, 'lounge', { uri: playlist, streamingServiceType: 0 });
    expect(kit.wire.map((c) => c.body)).toEqual([
      { uri, streamingServiceType: 0, next: true },
      { uri, streamingServiceType: 0, next: false },
      { uri: playlist, streamingServiceType: 0 },
    ]);
    expect(kit.toasts.map((t) => t.message)).toEqual([
      'Pushed to the top of the queue',
      'Pushed to the queue',
      'Pushed to the queue',
    ]);
  });

  it('refuses a listener removing tracks', async () => {
    const kit = await actionKit('listener');
    const id = kit.mock.state.instances.get('lounge')!.queue[0]!.id;
    await removeTrack(kit.ctx, 'lounge', id);
    expect(kit.toasts).toEqual([
      { kind: 'error', message: "You're not allowed to remove tracks from the queue" },
    ]);
  });
});
