import { describe, expect, it } from 'vitest';
import { createIdenticalAnswerCache } from './identical-answer-cache';

describe('identical answer cache', () => {
  it('an identical answer is the same object; a changed one is parsed anew', () => {
    const cache = createIdenticalAnswerCache();
    const first = cache.resolve('k', '{"tracks":[{"id":"a"}]}');
    // A new string with the same characters, as every response body is.
    const same = cache.resolve('k', ['{"tracks":', '[{"id":"a"}]}'].join(''));
    expect(same).toBe(first);
    const changed = cache.resolve('k', '{"tracks":[{"id":"b"}]}');
    expect(changed).not.toBe(first);
    expect(changed).toEqual({ tracks: [{ id: 'b' }] });
  });

  it('keeps keys apart and forgets the oldest beyond its bound', () => {
    const cache = createIdenticalAnswerCache(2);
    const a = cache.resolve('a', '[1]');
    const b = cache.resolve('b', '[2]');
    expect(cache.resolve('a', '[1]')).toBe(a);
    const c = cache.resolve('c', '[3]');
    // 'b' was the least recently used: it was forgotten and is parsed again.
    const again = cache.resolve('b', '[2]');
    expect(again).not.toBe(b);
    expect(again).toEqual([2]);
    expect(cache.resolve('c', '[3]')).toBe(c);
  });

  it('an empty body is no data, and bad JSON throws (SWR reports it as an error)', () => {
    const cache = createIdenticalAnswerCache();
    expect(cache.resolve('k', '')).toBeUndefined();
    expect(() => cache.resolve('k', '{oops')).toThrow(SyntaxError);
  });
});
