import type { SWRHook } from 'swr';
import { describe, expect, it } from 'vitest';
import { createQueueSync } from '@/lib/queue/sync';
import { applyQueueOp, moveItem, type QueueTrack } from '@/lib/queue/order';
import { WHOLE_QUEUE_MIN_PERIOD_MS } from '@/lib/queue/whole-refresh';
import { createWholeQueueHolder } from './first-page-polls';

/** The spec's poll (1-core §4). */
const POLL_MS = 1000;

const PAGE = 5;
type Key = readonly [
  string,
  string,
  { params: { path: { id: string; loadAll: boolean }; query: object } },
];
/** The poll's SWR key, as swr-openapi builds it. */
const key = (loadAll: boolean): Key => [
  'api',
  '/api/track/{id}/{loadAll}',
  { params: { path: { id: 'lounge', loadAll }, query: { queuedTrackNum: PAGE } } },
];

/** A server holding a playing track and a queue, answering whole or first-page loads. */
function createServer(length: number) {
  const track = (n: number): QueueTrack => ({ id: `t${n}`, duration: 1000 + n, isPlaying: false });
  let playing: QueueTrack | undefined = { ...track(0), isPlaying: true };
  let queue = Array.from({ length }, (_, i) => track(i + 1));
  const asked: boolean[] = [];
  return {
    asked,
    fetch: ([, , { params }]: Key) => {
      asked.push(params.path.loadAll);
      const page = params.path.loadAll ? queue : queue.slice(0, PAGE);
      return Promise.resolve({
        tracks: [...(playing ? [playing] : []), ...page],
        numTracks: queue.length,
        duration: queue.reduce((sum, t) => sum + (t.duration ?? 0), 0),
      });
    },
    finishTrack() {
      const [next, ...rest] = queue;
      playing = next && { ...next, isPlaying: true };
      queue = rest;
    },
    edit(change: (queue: QueueTrack[]) => QueueTrack[]) {
      queue = change(queue);
    },
    ids: () => [...(playing ? [playing.id] : []), ...queue.map((t) => t.id)],
  };
}

/** The page's poll through the holder's middleware, at a clock the test moves. */
function createPoll(length: number) {
  const server = createServer(length);
  let now = 0;
  const holder = createWholeQueueHolder(() => now);
  const useNext = ((_key: unknown, fetcher: unknown) => fetcher) as unknown as SWRHook;
  const poll = holder.middleware(useNext)(key(true), server.fetch, {}) as unknown as (
    key: Key,
  ) => Promise<{ tracks: readonly QueueTrack[] }>;
  let last: readonly QueueTrack[] = [];
  return {
    server,
    holder,
    /** The tracks of the last poll. */
    last: () => last,
    /** One poll `ms` after the last: the tracks it gives and whether it asked for the whole. */
    async tick(ms = POLL_MS) {
      now += ms;
      const from = server.asked.length;
      const answer = await poll(key(true));
      last = answer.tracks;
      return { ids: answer.tracks.map((t) => t.id), asked: server.asked.slice(from) };
    },
  };
}

describe('the 1 s poll after "Load all"', () => {
  it('asks for the whole queue once, then only for the first page while nothing changes', async () => {
    const poll = createPoll(200);
    expect((await poll.tick()).asked).toEqual([true]);
    for (let second = 0; second < 20; second += 1) {
      const { ids, asked } = await poll.tick();
      expect(asked).toEqual([false]);
      expect(ids).toEqual(poll.server.ids());
    }
  });

  it('a track that finishes shifts the whole list, from the first page alone', async () => {
    const poll = createPoll(200);
    await poll.tick();
    poll.server.finishTrack();
    const { ids, asked } = await poll.tick();
    expect(asked).toEqual([false]);
    expect(ids).toEqual(poll.server.ids());
    poll.server.finishTrack();
    expect(await poll.tick()).toEqual({ ids: poll.server.ids(), asked: [false] });
  });

  it('a track queued or removed beyond the first page is asked for whole in the same poll', async () => {
    const poll = createPoll(200);
    await poll.tick();
    poll.server.edit((queue) => queue.filter((t) => t.id !== 't150'));
    expect(await poll.tick()).toEqual({ ids: poll.server.ids(), asked: [false, true] });
    poll.server.edit((queue) => [...queue, { id: 'new', duration: 5, isPlaying: false }]);
    expect(await poll.tick()).toEqual({ ids: poll.server.ids(), asked: [false, true] });
  });

  it("another user's reorder beyond the first page shows on the safety refresh", async () => {
    const poll = createPoll(200);
    await poll.tick();
    const held = poll.server.ids();
    poll.server.edit((queue) => moveItem(queue, 150, 100));
    expect(await poll.tick()).toEqual({ ids: held, asked: [false] });
    expect(await poll.tick(WHOLE_QUEUE_MIN_PERIOD_MS - POLL_MS)).toEqual({
      ids: poll.server.ids(),
      asked: [true],
    });
  });

  it("this user's answered edit makes the next poll whole, so the ledger's view stays exact", async () => {
    const poll = createPoll(200);
    const sync = createQueueSync<QueueTrack>({
      send: (request) => {
        if (request.type === 'reorder') {
          poll.server.edit((queue) =>
            applyQueueOp(queue, { type: 'reorder', order: request.order }),
          );
        }
        poll.holder.doubt();
        return Promise.resolve(true);
      },
      debounceMs: 0,
    });
    const answer = async () => {
      const stamp = sync.requested();
      const { asked } = await poll.tick();
      sync.answered(poll.last(), stamp);
      return asked;
    };
    expect(await answer()).toEqual([true]);
    // A move beyond the first page: its first page, count and length stay as they were, so
    // only a whole answer can show it; the ledger drops the edit on the first answer after it.
    sync.move(99, 149);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sync.idle()).toBe(true);
    expect(await answer()).toEqual([true]);
    expect(sync.view()?.map((t) => t.id)).toEqual(poll.server.ids());
    expect(await answer()).toEqual([false]);
    expect(sync.view()?.map((t) => t.id)).toEqual(poll.server.ids());
  });

  it('a doubt (the tab was hidden) makes the next poll whole, and only the next', async () => {
    const poll = createPoll(200);
    await poll.tick();
    poll.holder.doubt();
    expect((await poll.tick()).asked).toEqual([true]);
    expect((await poll.tick()).asked).toEqual([false]);
  });

  it('a poll without loadAll passes through', async () => {
    const server = createServer(20);
    const holder = createWholeQueueHolder(() => 0);
    const useNext = ((_key: unknown, fetcher: unknown) => fetcher) as unknown as SWRHook;
    const poll = holder.middleware(useNext)(key(false), server.fetch, {}) as unknown as (
      key: Key,
    ) => Promise<unknown>;
    await poll(key(false));
    await poll(key(false));
    expect(server.asked).toEqual([false, false]);
  });
});
