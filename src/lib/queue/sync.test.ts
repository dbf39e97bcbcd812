import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueTrack } from './order';
import { createQueueSync } from './sync';
import type { QueueRequest } from './sync-types';

const list = (...ids: string[]): QueueTrack[] => ids.map((id) => ({ id }));

/** A server whose answers the test releases one by one. */
function heldServer() {
  const calls: { request: QueueRequest; answer: (ok: boolean) => void }[] = [];
  const send = (request: QueueRequest) =>
    new Promise<boolean>((resolve) => calls.push({ request, answer: resolve }));
  return { calls, send };
}

// A turn of the real event loop (Vitest's clock yields one before it moves), no timer run.
const settle = () => vi.advanceTimersByTimeAsync(0);

// The sync's debounce runs on the page's setTimeout, here Vitest's clock, moved by the tests.
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(initial = list('a', 'b', 'c', 'd', 'e')) {
  const server = heldServer();
  const settled: QueueRequest[] = [];
  const sync = createQueueSync<QueueTrack>({
    send: server.send,
    onSettled: (request) => settled.push(request),
  });
  sync.answered(initial, sync.requested());
  const shown = () => sync.view()?.map((track) => track.id);
  return { sync, server, settled, shown };
}

describe('queue sync', () => {
  it('sends a burst of moves once, 250 ms after the last, as the order on screen', async () => {
    const { sync, server, shown } = setup();
    for (let press = 0; press < 4; press += 1) {
      const from = shown()!.indexOf('e');
      sync.move(from, from - 1);
      await vi.advanceTimersByTimeAsync(120);
      expect(server.calls).toHaveLength(0);
    }
    expect(shown()).toEqual(['e', 'a', 'b', 'c', 'd']);
    await vi.advanceTimersByTimeAsync(129);
    expect(server.calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.map((call) => call.request)).toEqual([
      { type: 'reorder', order: ['e', 'a', 'b', 'c', 'd'] },
    ]);
  });

  it('sends one edit at a time, in the order made, each computed when it goes', async () => {
    const { sync, server, settled, shown } = setup();
    sync.move(4, 3); // a b c e d
    await vi.advanceTimersByTimeAsync(250);
    sync.move(0, 1); // b a c e d (waits: the first reorder is in flight)
    sync.playNext('d'); // d b a c e
    sync.remove('c'); // d b a e
    await vi.advanceTimersByTimeAsync(1000);
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.answer(true);
    await settle();
    // The second reorder goes with the order on screen now, play next and remove included.
    expect(server.calls[1]!.request).toEqual({ type: 'reorder', order: ['d', 'b', 'a', 'e'] });
    server.calls[1]!.answer(true);
    await settle();
    expect(server.calls[2]!.request).toEqual({ type: 'play-next', id: 'd' });
    server.calls[2]!.answer(true);
    await settle();
    expect(server.calls[3]!.request).toMatchObject({ type: 'remove', id: 'c' });
    server.calls[3]!.answer(true);
    await settle();
    expect(settled.map((request) => request.type)).toEqual([
      'reorder',
      'reorder',
      'play-next',
      'remove',
    ]);
    expect(sync.idle()).toBe(true);
    expect(shown()).toEqual(['d', 'b', 'a', 'e']);
  });

  it('keeps the edit over a poll asked before the server answered it', async () => {
    const { sync, server, shown } = setup(list('a', 'b', 'c'));
    sync.move(2, 0);
    await vi.advanceTimersByTimeAsync(250);
    const early = sync.requested();
    server.calls[0]!.answer(true);
    await settle();
    sync.answered(list('a', 'b', 'c'), early);
    expect(shown()).toEqual(['c', 'a', 'b']);
    sync.answered(list('c', 'a', 'b'), sync.requested());
    expect(shown()).toEqual(['c', 'a', 'b']);
  });

  it('rolls back a refused reorder and tells the caller once it is settled', async () => {
    const { sync, server, settled, shown } = setup(list('a', 'b', 'c'));
    sync.move(2, 0);
    await vi.advanceTimersByTimeAsync(250);
    expect(shown()).toEqual(['c', 'a', 'b']);
    server.calls[0]!.answer(false);
    await settle();
    expect(shown()).toEqual(['a', 'b', 'c']);
    expect(settled).toHaveLength(1);
  });

  it('sends a waiting reorder at once when the page is left', () => {
    const { sync, server } = setup(list('a', 'b'));
    sync.move(1, 0);
    sync.flush();
    expect(server.calls.map((call) => call.request)).toEqual([
      { type: 'reorder', order: ['b', 'a'] },
    ]);
  });

  it('tells subscribers only when the queue on screen changes', () => {
    const { sync } = setup(list('a', 'b'));
    let told = 0;
    sync.subscribe(() => (told += 1));
    const same = sync.view();
    sync.answered(same!, sync.requested());
    expect(told).toBe(0);
    sync.move(1, 0);
    expect(told).toBe(1);
  });
});

describe('queue sync: undo of a remove', () => {
  it('restores the track at its place, then names the pushed entry in later reorders', async () => {
    const calls: {
      request: QueueRequest;
      answer: (result: boolean | { ok: boolean; id?: string }) => void;
    }[] = [];
    const sync = createQueueSync<QueueTrack>({
      send: (request) => new Promise((resolve) => calls.push({ request, answer: resolve })),
    });
    const withUri = (...ids: string[]) => ids.map((id) => ({ id, uri: `uri:${id}` }));
    sync.answered(withUri('a', 'b', 'c', 'd'), sync.requested());
    const shown = () => sync.view()?.map((track) => track.id);

    sync.remove('b');
    expect(shown()).toEqual(['a', 'c', 'd']);
    const removal = calls[0]!.request;
    expect(removal).toEqual({
      type: 'remove',
      id: 'b',
      undo: { track: { id: 'b', uri: 'uri:b' }, place: { preceding: ['a'], index: 1 } },
    });
    calls[0]!.answer(true);
    await settle();
    if (removal.type !== 'remove' || removal.undo === undefined) throw new Error('no undo');

    // Undo: shown back at its place at once; one restore request goes out.
    sync.restore(removal.undo);
    expect(shown()).toEqual(['a', 'b', 'c', 'd']);
    expect(calls[1]!.request).toMatchObject({ type: 'restore', place: { index: 1 } });
    // A move made meanwhile waits for the restore (edits go in order).
    sync.move(2, 0);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(2);
    calls[1]!.answer({ ok: true, id: 'b2' });
    await settle();
    // The reorder names the pushed entry, not the removed one.
    expect(calls[2]!.request).toEqual({ type: 'reorder', order: ['c', 'a', 'b2', 'd'] });
  });

  it('rolls the restore back when the server refuses it', async () => {
    const calls: { request: QueueRequest; answer: (ok: boolean) => void }[] = [];
    const sync = createQueueSync<QueueTrack>({
      send: (request) =>
        new Promise<boolean>((resolve) => calls.push({ request, answer: resolve })),
    });
    sync.answered(list('a', 'c'), sync.requested());
    sync.restore({ track: { id: 'b' }, place: { preceding: ['a'], index: 1 } });
    expect(sync.view()?.map((track) => track.id)).toEqual(['a', 'b', 'c']);
    calls[0]!.answer(false);
    await settle();
    expect(sync.view()?.map((track) => track.id)).toEqual(['a', 'c']);
  });
});
