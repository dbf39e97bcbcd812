// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSavedQueues, SavedQueuesError } from './store';
import type { SavedTrack } from './types';

const track = (n: number): SavedTrack => ({
  uri: `spotify:track:t${n}`,
  name: `Track ${n}`,
  artists: ['Artist'],
  streamingServiceType: 0,
  duration: 1000 * n,
});

let ids = 0;
const options = { newId: () => `q${++ids}` };

beforeEach(() => {
  // A fresh, empty IndexedDB for every test.
  globalThis.indexedDB = new IDBFactory();
  ids = 0;
});

describe('openSavedQueues', () => {
  it('saves, lists newest first, reads back, renames and deletes', async () => {
    const store = openSavedQueues('42', options);
    await store.add({ name: 'Friday', savedAt: 1000, tracks: [track(1), track(2)] });
    await store.add({ name: 'Monday', savedAt: 2000, tracks: [track(3)] });
    expect(await store.list()).toEqual([
      { id: 'q2', name: 'Monday', savedAt: 2000, trackCount: 1, durationMs: 3000 },
      { id: 'q1', name: 'Friday', savedAt: 1000, trackCount: 2, durationMs: 3000 },
    ]);
    expect((await store.get('q1')).tracks).toEqual([track(1), track(2)]);
    await store.rename('q1', '  Friday\nnight  ');
    expect((await store.get('q1')).name).toBe('Friday night');
    await store.remove('q2');
    expect((await store.list()).map((queue) => queue.name)).toEqual(['Friday night']);
  });

  it("keeps each user's queues apart on one browser", async () => {
    await openSavedQueues('42', options).add({ name: 'Mine', savedAt: 1, tracks: [track(1)] });
    const other = openSavedQueues('7', options);
    expect(await other.list()).toEqual([]);
    await expect(other.get('q1')).rejects.toMatchObject({ kind: 'missing' });
    await expect(other.remove('q1')).rejects.toMatchObject({ kind: 'missing' });
    expect(await openSavedQueues('42', options).list()).toHaveLength(1);
  });

  describe('without IndexedDB (a private window)', () => {
    const saved = globalThis.indexedDB;
    afterEach(() => {
      globalThis.indexedDB = saved;
    });
    it('says it is unavailable', async () => {
      // @ts-expect-error: a browser without IndexedDB
      delete globalThis.indexedDB;
      const store = openSavedQueues('42', options);
      const error = await store.list().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SavedQueuesError);
      expect(error).toMatchObject({ kind: 'unavailable' });
    });
  });

  it('names a full quota', async () => {
    const store = openSavedQueues('42', options);
    await store.list();
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    try {
      await expect(
        store.add({ name: 'Big', savedAt: 1, tracks: [track(1)] }),
      ).rejects.toMatchObject({ kind: 'quota' });
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(await store.list()).toEqual([]);
  });
});
