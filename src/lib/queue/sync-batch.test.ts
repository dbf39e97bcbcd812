import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueueTrack } from './order';
import { createQueueSync } from './sync';
import type { QueueRequest } from './sync-types';

type Answer = boolean | { ok: boolean; id?: string; refused?: boolean };

const withUri = (...ids: string[]) => ids.map((id) => ({ id, uri: `uri:${id}` }));
const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setup(ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g']) {
  const calls: { request: QueueRequest; answer: (result: Answer) => void }[] = [];
  const sync = createQueueSync<QueueTrack>({
    send: (request) => new Promise<Answer>((resolve) => calls.push({ request, answer: resolve })),
  });
  sync.answered(withUri(...ids), sync.requested());
  const shown = () => sync.view()?.map((track) => track.id);
  return { sync, calls, shown };
}

describe('queue sync: batches', () => {
  it('removes at most four at a time, shows them gone at once, and tallies one outcome', async () => {
    const { sync, calls, shown } = setup();
    const batch = sync.batch(sync.removals(['a', 'b', 'c', 'd', 'e', 'f']))!;
    expect(shown()).toEqual(['g']);
    expect(calls.map((call) => call.request)).toMatchObject([
      { type: 'remove', id: 'a', batched: true },
      { type: 'remove', id: 'b' },
      { type: 'remove', id: 'c' },
      { type: 'remove', id: 'd' },
    ]);
    calls[1]!.answer({ ok: false, refused: true });
    await settle();
    expect(calls).toHaveLength(5);
    // The refused one shows again, at its place.
    expect(shown()).toEqual(['b', 'g']);
    calls[0]!.answer(true);
    calls[2]!.answer(false);
    calls[3]!.answer(true);
    await settle();
    calls[4]!.answer(true);
    calls[5]!.answer(true);
    await settle();
    const outcome = await batch.outcome;
    expect(outcome).toMatchObject({ refused: 1, failed: 1, cancelled: 0 });
    expect(outcome.done.map((op) => op.type === 'remove' && op.id)).toEqual(['a', 'd', 'e', 'f']);
    expect(shown()).toEqual(['b', 'c', 'g']);
  });

  it('tells subscribers when the batch starts, not as each edit is sent and taken', async () => {
    const { sync, calls } = setup();
    let told = 0;
    sync.subscribe(() => (told += 1));
    const batch = sync.batch(sync.removals(['a', 'b', 'c', 'd', 'e']))!;
    let heard = 0;
    batch.subscribe(() => (heard += 1));
    expect(told).toBe(1);
    for (let round = 0; round < 2; round += 1) {
      for (const call of calls.slice(round * 4)) call.answer(true);
      await settle();
    }
    await batch.outcome;
    expect(told).toBe(1);
    expect(heard).toBe(5);
  });

  it('sends play-nexts one at a time, so the server applies them in order', async () => {
    const { sync, calls } = setup();
    sync.batch([
      { type: 'play-next', id: 'e' },
      { type: 'play-next', id: 'c' },
    ]);
    expect(calls).toHaveLength(1);
    calls[0]!.answer(true);
    await settle();
    expect(calls.map((call) => call.request)).toMatchObject([
      { type: 'play-next', id: 'e' },
      { type: 'play-next', id: 'c' },
    ]);
  });

  it('cancels what is not sent yet: those tracks show again; in-flight ones settle', async () => {
    const { sync, calls, shown } = setup();
    const batch = sync.batch(sync.removals(['a', 'b', 'c', 'd', 'e', 'f']))!;
    batch.cancel();
    expect(shown()).toEqual(['e', 'f', 'g']);
    for (const call of calls) call.answer(true);
    await settle();
    const outcome = await batch.outcome;
    expect(outcome).toMatchObject({ cancelled: 2, refused: 0, failed: 0 });
    expect(outcome.done).toHaveLength(4);
    expect(calls).toHaveLength(4);
  });

  it('puts every removed track back at its place on Undo, top first', async () => {
    const { sync, calls, shown } = setup(['x', 'a', 'b', 'y']);
    const removed = sync.removals(['a', 'b']);
    sync.batch(removed);
    calls[0]!.answer(true);
    calls[1]!.answer(true);
    await settle();
    expect(shown()).toEqual(['x', 'y']);
    const undo = removed.flatMap((op) => (op.type === 'remove' && op.undo ? [op.undo] : []));
    sync.restoreAll([...undo].reverse());
    expect(shown()).toEqual(['x', 'a', 'b', 'y']);
    expect(calls[2]!.request).toMatchObject({ type: 'restore', track: { id: 'a' } });
    calls[2]!.answer({ ok: true, id: 'a2' });
    await settle();
    // b's place names a's new entry, so b goes back after it, not before.
    expect(calls[3]!.request).toMatchObject({
      type: 'restore',
      track: { id: 'b' },
      place: { preceding: ['a2', 'x'] },
    });
    expect(shown()).toEqual(['x', 'a2', 'b', 'y']);
  });
});
