import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './share-answers';

const track = (id: string, name = `Track ${id}`) => ({
  id,
  name,
  artists: ['A', 'B'],
  duration: 1000,
});

/** What every answer off the wire is: a fresh parse. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('shareUnchanged', () => {
  it('keeps the previous answer when the next one is equal', () => {
    const previous = { tracks: [track('1'), track('2')], numTracks: 2 };
    expect(shareUnchanged(previous, copy(previous))).toBe(previous);
  });

  it('keeps unchanged track objects and replaces only the changed one', () => {
    const previous = [track('1'), track('2'), track('3')];
    const next = [track('1'), track('2', 'Renamed'), track('3')];
    const shared = shareUnchanged(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared[0]).toBe(previous[0]);
    expect(shared[1]).not.toBe(previous[1]);
    expect(shared[1]).toEqual(next[1]);
    expect(shared[2]).toBe(previous[2]);
  });

  it('follows a new order, and a removed track, with the old objects', () => {
    const previous = [track('1'), track('2'), track('3')];
    const reordered = shareUnchanged(previous, [track('2'), track('1'), track('3')]);
    expect(reordered).toEqual([previous[1], previous[0], previous[2]]);
    expect(reordered[0]).toBe(previous[1]);
    const removed = shareUnchanged(previous, [track('2'), track('3')]);
    expect(removed[0]).toBe(previous[1]);
    expect(removed[1]).toBe(previous[2]);
  });

  it('sees a changed artist list, a new field and a field gone', () => {
    const previous = [track('1')];
    const fewer = [{ ...track('1'), artists: ['A'] }];
    expect(shareUnchanged(previous, fewer)[0]).not.toBe(previous[0]);
    expect(shareUnchanged(previous, fewer)[0]).toEqual(fewer[0]);
    const more = { a: 1 };
    expect(shareUnchanged(more, { a: 1, b: 2 })).toEqual({ a: 1, b: 2 });
    expect(shareUnchanged({ a: 1, b: 2 }, more)).toBe(more);
  });

  it('keeps the unchanged part of an answer whose other part changed', () => {
    const previous = { instance: { position: 1 }, tracks: [track('1')] };
    const next = { instance: { position: 2 }, tracks: [track('1')] };
    const shared = shareUnchanged(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared.instance).toEqual({ position: 2 });
    expect(shared.tracks).toBe(previous.tracks);
  });
});
