import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  applyQueueOp,
  draggableTracks,
  heldSourceIndex,
  moreToLoad,
  moveItem,
  playingTrack,
  queueDuration,
  queuedCount,
  reorderIds,
  type QueueTrack,
} from './order';

// Property tests run hundreds of cases; leave room for a busy CI machine.
vi.setConfig({ testTimeout: 30_000 });

const track = (id: number, duration = 60_000, isPlaying = false): QueueTrack => ({
  id,
  duration,
  isPlaying,
});
const queue = [track(1, 200_000, true), track(2), track(3), track(4, 0), track(5)];
const ids = (tracks: readonly QueueTrack[]) => tracks.map((t) => t.id);

describe('list helpers', () => {
  it('a held item shows the list as it will be after the drop, one position at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), fc.nat(), (length, a, b) => {
        const items = Array.from({ length }, (_, i) => i);
        const from = a % length;
        const over = b % length;
        const shown = items.map((index) => items[heldSourceIndex(index, from, over)]);
        expect(shown).toEqual(moveItem(items, from, over));
      }),
    );
  });

  it('moves an item and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 1, 9)).toEqual(items);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moving is a permutation', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.nat(), fc.nat(), (items, a, b) => {
        const from = items.length ? a % items.length : 0;
        const to = items.length ? b % items.length : 0;
        const moved = moveItem(items, from, to);
        expect([...moved].sort()).toEqual([...items].sort());
        if (items.length) expect(moved[to]).toBe(items[from]);
      }),
    );
  });

  it('hides the playing track from the draggable list and sends the new order of ids', () => {
    expect(playingTrack(queue)?.id).toBe(1);
    expect(ids(draggableTracks(queue))).toEqual([2, 3, 4, 5]);
    expect(reorderIds(draggableTracks(queue), 3, 0)).toEqual([5, 2, 3, 4]);
  });

  it('counts the queue without the playing track', () => {
    expect(queuedCount(queue)).toBe(4);
    // numTracks from the server already leaves out the playing track.
    expect(queuedCount(queue, 120)).toBe(120);
    expect(queuedCount(draggableTracks(queue), 120)).toBe(120);
    expect(queuedCount([])).toBe(0);
    expect(moreToLoad(queue, 120)).toBe(116);
    expect(moreToLoad(draggableTracks(queue), 120)).toBe(116);
    expect(moreToLoad(queue, 3)).toBe(0);
  });

  it('adds up known durations of queued tracks and tallies unknown ones', () => {
    expect(queueDuration(queue)).toEqual({ totalMs: 180_000, unknownCount: 1 });
    expect(queueDuration([])).toEqual({ totalMs: 0, unknownCount: 0 });
  });
});

describe('applyQueueOp', () => {
  it('removes, plays next and reorders, keeping the playing track first', () => {
    expect(ids(applyQueueOp(queue, { type: 'remove', id: 3 }))).toEqual([1, 2, 4, 5]);
    expect(ids(applyQueueOp(queue, { type: 'play-next', id: 5 }))).toEqual([1, 5, 2, 3, 4]);
    expect(ids(applyQueueOp(queue, { type: 'play-next', id: 1 }))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(applyQueueOp(queue, { type: 'reorder', order: [4, 3, 2, 5] }))).toEqual([
      1, 4, 3, 2, 5,
    ]);
  });

  it('applies a reorder over a newer list: new tracks after, gone tracks skipped', () => {
    const newer = [track(1, 1, true), track(2), track(3), track(5), track(6)];
    expect(ids(applyQueueOp(newer, { type: 'reorder', order: [5, 4, 3, 2] }))).toEqual([
      1, 5, 3, 2, 6,
    ]);
  });

  it('never loses or duplicates a track on reorder or play next', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.nat(50), { maxLength: 20 }),
        fc.array(fc.nat(50)),
        fc.nat(50),
        (queueIds, order, next) => {
          const tracks = queueIds.map((id, i) => track(id, 1000, i === 0));
          for (const op of [
            { type: 'reorder' as const, order },
            { type: 'play-next' as const, id: next },
          ]) {
            const result = applyQueueOp(tracks, op);
            expect([...ids(result)].sort()).toEqual([...queueIds].sort());
            if (tracks[0]) expect(result[0]).toBe(tracks[0]);
          }
        },
      ),
    );
  });
});
