import { describe, expect, it } from 'vitest';
import { applyQueueOp, targetIndex, type QueueTrack } from './order';
import { placesOf, pushedTrack, restoredOrder } from './undo';

const track = (id: string, uri = `uri:${id}`, isPlaying = false): QueueTrack => ({
  id,
  uri,
  isPlaying,
});
const ids = (tracks: readonly QueueTrack[]) => tracks.map((t) => t.id);
const queue = [track('p', 'uri:p', true), ...['a', 'b', 'c', 'd', 'e'].map((id) => track(id))];

describe('placesOf', () => {
  it('keeps the index among queued tracks and the tracks before it, nearest first', () => {
    const places = placesOf(queue, ['c', 'a', 'p', 'zz']);
    expect(places.get('c')).toEqual({ preceding: ['b', 'a'], index: 2 });
    expect(places.get('a')).toEqual({ preceding: [], index: 0 });
    expect(places.has('p')).toBe(false);
    expect(places.has('zz')).toBe(false);
    expect(placesOf(queue, [])).toEqual(new Map());
  });
});

describe('targetIndex and restoredOrder', () => {
  const place = { preceding: ['b', 'a'], index: 2 };

  it('puts the track back where it was when nothing moved', () => {
    expect(restoredOrder(['a', 'b', 'd', 'e', 'new'], 'new', place)).toEqual([
      'a',
      'b',
      'new',
      'd',
      'e',
    ]);
  });

  it('follows the track that preceded it when rows moved meanwhile', () => {
    // b moved to the end: the track goes back right after b.
    expect(restoredOrder(['a', 'd', 'e', 'b', 'new'], 'new', place)).toEqual([
      'a',
      'd',
      'e',
      'b',
      'new',
    ]);
  });

  it('falls back to the nearest earlier track still queued, then to the old index', () => {
    expect(targetIndex(['a', 'd', 'e'], place)).toBe(1);
    expect(targetIndex(['d', 'e', 'f', 'g'], place)).toBe(2);
    expect(targetIndex(['d'], place)).toBe(1);
  });

  it('keeps a first track first', () => {
    expect(restoredOrder(['b', 'c', 'new'], 'new', { preceding: [], index: 0 })).toEqual([
      'new',
      'b',
      'c',
    ]);
  });
});

describe('pushedTrack', () => {
  it('is the last queued entry of the uri that was not queued before', () => {
    const known = new Set(['a', 'b', 'x1']);
    const after = [track('a'), track('x1', 'uri:x'), track('b'), track('x2', 'uri:x')];
    expect(pushedTrack(after, 'uri:x', known)?.id).toBe('x2');
    expect(pushedTrack(after, 'uri:y', known)).toBeUndefined();
    // The same track already queued elsewhere is not taken for the pushed one.
    expect(pushedTrack([track('x1', 'uri:x')], 'uri:x', known)).toBeUndefined();
  });
});

describe("the ledger's restore op", () => {
  const removed = track('c');
  const place = { preceding: ['b', 'a'], index: 2 };
  const server = queue.filter((t) => t.id !== 'c');
  const known = new Set(ids(server));

  it('shows the removed track at its place before the server has the pushed entry', () => {
    const view = applyQueueOp(server, { type: 'restore', track: removed, place, known });
    expect(ids(view)).toEqual(['p', 'a', 'b', 'c', 'd', 'e']);
  });

  it('shows the pushed entry in its place, once, when an answer holds it at the end', () => {
    const answer = [...server, track('c2', 'uri:c')];
    const view = applyQueueOp(answer, { type: 'restore', track: removed, place, known });
    expect(ids(view)).toEqual(['p', 'a', 'b', 'c2', 'd', 'e']);
    // Applying it again over a list that already holds it changes nothing.
    expect(ids(applyQueueOp(view, { type: 'restore', track: removed, place, known }))).toEqual(
      ids(view),
    );
  });
});
