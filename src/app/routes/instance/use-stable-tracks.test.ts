import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shareTracks, useStableTracks } from './use-stable-tracks';

const track = (id: string, name = `Track ${id}`) => ({
  id,
  name,
  artists: ['A', 'B'],
  duration: 1000,
});

describe('shareTracks', () => {
  it('keeps the previous list when a poll brings the same tracks', () => {
    const previous = [track('1'), track('2')];
    const next = JSON.parse(JSON.stringify(previous)) as typeof previous;
    expect(shareTracks(previous, next)).toBe(previous);
  });

  it('keeps unchanged track objects and replaces only the changed one', () => {
    const previous = [track('1'), track('2'), track('3')];
    const next = [track('1'), track('2', 'Renamed'), track('3')];
    const shared = shareTracks(previous, next);
    expect(shared).not.toBe(previous);
    expect(shared[0]).toBe(previous[0]);
    expect(shared[1]).toBe(next[1]);
    expect(shared[2]).toBe(previous[2]);
  });

  it('follows a new order with the old objects', () => {
    const previous = [track('1'), track('2')];
    const shared = shareTracks(previous, [track('2'), track('1')]);
    expect(shared).toEqual([previous[1], previous[0]]);
    expect(shared[0]).toBe(previous[1]);
  });

  it('sees a changed artist list', () => {
    const previous = [track('1')];
    const next = [{ ...track('1'), artists: ['A'] }];
    expect(shareTracks(previous, next)[0]).toBe(next[0]);
  });
});

describe('useStableTracks', () => {
  it('hands back the same list for the same array without reading a track again', () => {
    let reads = 0;
    // Tracks that count every field read: the comparison is the cost being avoided.
    const counted = (id: string) =>
      new Proxy(track(id), {
        get: (target, key, receiver) => {
          reads += 1;
          return Reflect.get(target, key, receiver) as unknown;
        },
      });
    const first = [counted('1'), counted('2')];
    const { result, rerender } = renderHook(({ tracks }) => useStableTracks(tracks), {
      initialProps: { tracks: first },
    });
    const shared = result.current;
    const copy = first.map((t) => ({ ...t }));
    rerender({ tracks: copy });
    expect(result.current).toBe(shared);

    rerender({ tracks: copy });
    reads = 0;
    rerender({ tracks: copy });
    expect(result.current).toBe(shared);
    expect(reads).toBe(0);

    const changed = [copy[0]!, { ...copy[1]!, name: 'Renamed' }];
    rerender({ tracks: changed });
    expect(result.current?.[1]?.name).toBe('Renamed');
    expect(result.current?.[0]).toBe(shared?.[0]);
  });
});
