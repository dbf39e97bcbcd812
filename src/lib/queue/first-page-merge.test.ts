import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyQueueOp, moveItem, type QueueTrack } from './order';
import { holdQueue, isWholeQueue, joinFirstPage, type QueueAnswer } from './first-page-merge';

const PAGE = 5;
const track = (id: number, isPlaying = false): QueueTrack => ({
  id: `t${id}`,
  duration: 60_000 + id,
  isPlaying,
});
/** The server's whole answer for a playing track and a queue. */
const whole = (playing: QueueTrack | undefined, queue: readonly QueueTrack[]) => ({
  tracks: [...(playing ? [{ ...playing, isPlaying: true }] : []), ...queue],
  numTracks: queue.length,
  duration: queue.reduce((sum, t) => sum + (t.duration ?? 0), 0),
});
/** The same server state answered as its first page. */
const firstPage = (answer: QueueAnswer<QueueTrack>): QueueAnswer<QueueTrack> => {
  const playing = answer.tracks.filter((t) => t.isPlaying).length;
  return { ...answer, tracks: answer.tracks.slice(0, playing + PAGE) };
};
const ids = (tracks: readonly QueueTrack[] | undefined) => tracks?.map((t) => t.id);
const queue = Array.from({ length: 20 }, (_, i) => track(i + 1));
const before = whole(track(0), queue);

/** The join of the server's new state's first page with the held `before` is its whole answer. */
function expectExactJoin(after: QueueAnswer<QueueTrack>, held = before) {
  expect(ids(joinFirstPage(holdQueue(held), firstPage(after)))).toEqual(ids(after.tracks));
}

describe('the first page joined with the held rest of the queue', () => {
  it('an unchanged queue is the held queue', () => {
    expectExactJoin(before);
  });

  it('a track that finishes moves the whole list up by one', () => {
    const [next, ...rest] = queue;
    expectExactJoin(whole(next, rest));
  });

  it('the playing track ending with nothing after it: the next starts, the rest follows', () => {
    const [next, ...rest] = queue;
    expectExactJoin(whole(next, rest), whole(undefined, queue));
  });

  it('several tracks finishing between two polls still join', () => {
    const [, , third, ...rest] = queue;
    expectExactJoin(whole(third, rest));
  });

  it("this user's edits within the first page join (reorder, remove, play next from the page)", () => {
    expectExactJoin(whole(track(0), moveItem(queue, 0, 3)));
    expectExactJoin(whole(track(0), applyQueueOp(queue, { type: 'play-next', id: 't4' })));
  });

  it('a track queued at the head by anyone joins: the count grows by it', () => {
    expectExactJoin(whole(track(0), [track(99), ...queue]));
  });

  it('a change the page cannot explain is not joined: the whole queue is asked for', () => {
    const held = holdQueue(before);
    const cases = [
      // Someone else removed a track beyond the first page: one track fewer than the join.
      whole(
        track(0),
        queue.filter((t) => t.id !== 't12'),
      ),
      // Someone queued a track at the end.
      whole(track(0), [...queue, track(99)]),
      // A track left the first page for the rest (dragged down, or removed in the page).
      whole(track(0), moveItem(queue, 0, 15)),
      whole(
        track(0),
        queue.filter((t) => t.id !== 't2'),
      ),
      // A track from the rest was played next: the held rest still has it.
      whole(track(0), applyQueueOp(queue, { type: 'play-next', id: 't15' })),
      // A shuffle.
      whole(track(0), [...queue].reverse()),
      // One track beyond the page swapped for another of a different length.
      whole(track(0), [...queue.slice(0, 19), { ...track(20), duration: 1 }]),
    ];
    for (const after of cases) expect(joinFirstPage(held, firstPage(after))).toBeUndefined();
  });

  it("another user's reorder beyond the first page keeps count and length: the join keeps the held order", () => {
    const after = whole(track(0), moveItem(queue, 15, 10));
    expect(ids(joinFirstPage(holdQueue(before), firstPage(after)))).toEqual(ids(before.tracks));
  });

  it('a backend whose duration is not the sum of its tracks is measured once, from the held answer', () => {
    const skewed = { ...before, duration: before.duration + 7 };
    const [next, ...rest] = queue;
    const after = whole(next, rest);
    expect(
      ids(joinFirstPage(holdQueue(skewed), firstPage({ ...after, duration: after.duration + 7 }))),
    ).toEqual(ids(after.tracks));
  });

  it('a first page that holds the whole queue is the queue, held rest or not', () => {
    const short = whole(track(0), queue.slice(0, 3));
    expect(isWholeQueue(short)).toBe(true);
    expect(ids(joinFirstPage(holdQueue(before), short))).toEqual(ids(short.tracks));
    expect(isWholeQueue(firstPage(before))).toBe(false);
  });
});

describe('the join never shows an order the server does not hold', () => {
  /** Server changes the join may see between two polls, and one it cannot (a far reorder). */
  const change = fc.oneof(
    fc.constant({ type: 'finish' as const }),
    fc.nat({ max: 2 }).map((n) => ({ type: 'queue-at-head' as const, n })),
    fc.nat({ max: 2 }).map((n) => ({ type: 'queue-at-end' as const, n })),
    fc.tuple(fc.nat({ max: 30 }), fc.nat({ max: 30 })).map(([from, to]) => ({
      type: 'move' as const,
      from,
      to,
    })),
    fc.nat({ max: 30 }).map((at) => ({ type: 'remove' as const, at })),
  );
  type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;
  let added = 0;
  function apply(server: { playing?: QueueTrack; queue: QueueTrack[] }, c: Change) {
    const fresh = () => ({ id: `new${(added += 1)}`, duration: 1_000_000 * added });
    const { queue } = server;
    switch (c.type) {
      case 'finish':
        return { playing: queue[0], queue: queue.slice(1) };
      case 'queue-at-head':
        return { ...server, queue: [...Array.from({ length: c.n + 1 }, fresh), ...queue] };
      case 'queue-at-end':
        return { ...server, queue: [...queue, ...Array.from({ length: c.n + 1 }, fresh)] };
      case 'move':
        return { ...server, queue: moveItem(queue, c.from % queue.length, c.to % queue.length) };
      case 'remove':
        return { ...server, queue: queue.filter((_, i) => i !== c.at % queue.length) };
    }
  }

  it('after any few changes the join is the server list, or none (the whole queue is asked for), or it missed a reorder wholly beyond the page', () => {
    fc.assert(
      fc.property(fc.array(change, { minLength: 1, maxLength: 3 }), (changes) => {
        let server: { playing?: QueueTrack; queue: QueueTrack[] } = {
          playing: track(0),
          queue: [...queue],
        };
        for (const c of changes) if (server.queue.length > 0) server = apply(server, c);
        const after = whole(server.playing, server.queue);
        const joined = joinFirstPage(holdQueue(before), firstPage(after));
        if (joined === undefined || ids(joined)?.join() === ids(after.tracks)?.join()) return;
        // Otherwise the same tracks, the same first page: only the order beyond it differs.
        expect(ids(joined)?.slice(0, PAGE + 1)).toEqual(ids(after.tracks)?.slice(0, PAGE + 1));
        expect(ids(joined)?.toSorted()).toEqual(ids(after.tracks)?.toSorted());
      }),
      { numRuns: 2000 },
    );
  });
});
