import { describe, expect, it } from 'vitest';
import { actionKit } from '../mutation/action-test-kit';
import { clearQueue, enqueue, moveToTop, removeTrack, reorder } from './queue-actions';

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

  it('enqueues a track next or at the end, and a playlist, album or artist whatever `next` says', async () => {
    const kit = await actionKit('dj');
    const uri = [...kit.mock.state.catalogue.tracks.values()][0]!.uri;
    const playlist = [...kit.mock.state.catalogue.playlists.values()][0]!.uri;
    const queuedUris = () =>
      kit.mock.state.instances.get('lounge')!.queue.map((item) => item.track.uri);
    const copiesBefore = queuedUris().filter((queued) => queued === uri).length;
    const track = { kind: 'track', uri, streamingServiceType: 0 } as const;
    await enqueue(kit.ctx, 'lounge', { ...track, next: true });
    await enqueue(kit.ctx, 'lounge', { ...track, next: false });
    await enqueue(kit.ctx, 'lounge', {
      kind: 'playlist',
      uri: playlist,
      streamingServiceType: 0,
      next: true,
    });
    expect(kit.wire).toEqual([
      {
        method: 'POST',
        path: '/api/track/ui/push/track/lounge',
        body: { uri, streamingServiceType: 0, next: true },
      },
      {
        method: 'POST',
        path: '/api/track/ui/push/track/lounge',
        body: { uri, streamingServiceType: 0, next: false },
      },
      {
        method: 'POST',
        path: '/api/track/ui/push/playlist/lounge',
        body: { uri: playlist, streamingServiceType: 0 },
      },
    ]);
    expect(kit.toasts.map((t) => t.message)).toEqual([
      'Pushed to the top of the queue',
      'Pushed to the queue',
      'Pushed to the queue',
    ]);
    // Next went to the top, the other copy further down.
    expect(queuedUris()[0]).toBe(uri);
    expect(queuedUris().filter((queued) => queued === uri)).toHaveLength(copiesBefore + 2);
  });

  it('sends a radio station as a track of type 99, and a link as it was routed', async () => {
    const kit = await actionKit('dj');
    await enqueue(kit.ctx, 'lounge', {
      kind: 'track',
      uri: 'https://radio.example/stream',
      streamingServiceType: 99,
      next: false,
    });
    await enqueue(kit.ctx, 'lounge', {
      kind: 'track',
      uri: 'https://example.com/song.mp3',
      streamingServiceType: 100,
      next: false,
    });
    expect(kit.wire.map((c) => c.body)).toEqual([
      { uri: 'https://radio.example/stream', streamingServiceType: 99, next: false },
      { uri: 'https://example.com/song.mp3', streamingServiceType: 100, next: false },
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
