import { describe, expect, it, vi } from 'vitest';
import { RefreshError } from './api-error';
import { createApiClient } from './client';
import { createCoordinatedRefresh } from './coordinated-refresh';
import { createFakeAuthBackend, json } from './testing/fake-auth-backend';
import { BASE, createJar, deferred, emptyList, fakeLock, tabStore } from './testing/tab-kit';
import type { TokenPair } from './token-store';

describe('one refresh per browser', () => {
  it('three tabs whose calls all get a 401 at once post exactly one refresh', async () => {
    const gate = deferred();
    const backend = createFakeAuthBackend({
      token: 'token-0',
      refresh: 'refresh-0',
      onRequest: () => json(emptyList),
      gate: gate.promise,
    });
    const jar = createJar({ jwt: 'stale-token', refresh: 'refresh-0' });
    const lock = fakeLock();
    const tabs = ['lounge', 'study-hall', 'garage'].map(() =>
      createApiClient({ baseUrl: BASE, fetch: backend.fetch, tokens: tabStore(jar), lock }),
    );

    const calls = tabs.flatMap((tab) => [tab.GET('/api/instance'), tab.GET('/api/instance')]);
    await vi.waitFor(() => expect(backend.requestsTo('/api/instance')).toHaveLength(6));
    gate.resolve();
    const results = await Promise.all(calls);

    expect(results.map(({ response }) => response.status)).toEqual(Array(6).fill(200));
    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    // Each call was sent once and repeated once, with the one new token.
    const replays = backend.requestsTo('/api/instance').slice(6);
    expect(replays.map((request) => request.authorization)).toEqual(
      Array(6).fill('Bearer token-1'),
    );
    expect(jar.read()).toEqual({ jwt: 'token-1', refresh: 'refresh-1' });
  });

  it('a tab that waited for the lock uses the pair the holder stored, posting nothing', async () => {
    const jar = createJar({ jwt: 'token-0', refresh: 'refresh-0' });
    const lock = fakeLock();
    const answer = deferred<TokenPair>();
    const posted: string[] = [];
    const post = (refreshToken: string) => {
      posted.push(refreshToken);
      return answer.promise;
    };
    const tabA = createCoordinatedRefresh({ tokens: tabStore(jar), lock, post });
    const tabB = createCoordinatedRefresh({ tokens: tabStore(jar), lock, post });

    const first = tabA('token-0');
    const second = tabB('token-0');
    answer.resolve({ jwt: 'token-1', refresh: 'refresh-1' });

    expect(await first).toBe('token-1');
    expect(await second).toBe('token-1');
    expect(posted).toEqual(['refresh-0']);
    expect(lock.holders).toBe(2);
  });

  it('a refused refresh re-reads the stored pair and uses it when another tab rotated it', async () => {
    const jar = createJar({ jwt: 'token-0', refresh: 'refresh-0' });
    const tokens = tabStore(jar);
    const refresh = createCoordinatedRefresh({
      tokens,
      lock: fakeLock(),
      graceMs: 0,
      // A tab outside the lock (an older build) rotated the pair just before this one posted.
      post: () => {
        jar.write({ jwt: 'token-1', refresh: 'refresh-1' });
        return Promise.reject(new RefreshError(401, { message: 'Invalid refresh token' }, ''));
      },
    });

    expect(await refresh('token-0')).toBe('token-1');
    expect(jar.read()).toEqual({ jwt: 'token-1', refresh: 'refresh-1' });
  });

  it('a refused refresh waits its grace before the one re-read', async () => {
    vi.useFakeTimers();
    try {
      const jar = createJar({ jwt: 'token-0', refresh: 'refresh-0' });
      const refresh = createCoordinatedRefresh({
        tokens: tabStore(jar),
        lock: fakeLock(),
        graceMs: 500,
        post: () => Promise.reject(new RefreshError(401, undefined, '')),
      });
      const outcome = refresh('token-0');
      // The other tab stores the pair it was given 300 ms after this one was refused.
      await vi.advanceTimersByTimeAsync(300);
      jar.write({ jwt: 'token-1', refresh: 'refresh-1' });
      await vi.advanceTimersByTimeAsync(300);
      expect(await outcome).toBe('token-1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a refused refresh whose pair did not change signs out and reaches the caller', async () => {
    const jar = createJar({ jwt: 'token-0', refresh: 'refresh-0' });
    const tokens = tabStore(jar);
    const signedOut = vi.fn();
    tokens.subscribe(signedOut);
    const refused = new RefreshError(401, { message: 'Invalid refresh token' }, '');
    const posted: string[] = [];
    const refresh = createCoordinatedRefresh({
      tokens,
      lock: fakeLock(),
      graceMs: 0,
      post: (refreshToken) => {
        posted.push(refreshToken);
        return Promise.reject(refused);
      },
    });

    await expect(refresh('token-0')).rejects.toBe(refused);
    expect(posted).toEqual(['refresh-0']);
    expect(jar.read()).toBeUndefined();
    expect(signedOut).toHaveBeenCalled();
  });

  it('a server error keeps the pair for the next try', async () => {
    const jar = createJar({ jwt: 'token-0', refresh: 'refresh-0' });
    const failed = new RefreshError(503, undefined, '');
    const refresh = createCoordinatedRefresh({
      tokens: tabStore(jar),
      lock: fakeLock(),
      post: () => Promise.reject(failed),
    });

    await expect(refresh('token-0')).rejects.toBe(failed);
    expect(jar.read()).toEqual({ jwt: 'token-0', refresh: 'refresh-0' });
  });

  it('a tab signed out by another while it waited posts nothing and fails', async () => {
    const jar = createJar({ jwt: 'token-0', refresh: 'refresh-0' });
    const lock = fakeLock();
    const posted: string[] = [];
    const holder = deferred();
    void lock.run(() => holder.promise);
    const refresh = createCoordinatedRefresh({
      tokens: tabStore(jar),
      lock,
      post: (refreshToken) => {
        posted.push(refreshToken);
        return Promise.resolve({ jwt: 'x', refresh: 'y' });
      },
    });

    const outcome = refresh('token-0');
    jar.write(undefined); // the other tab signed out
    holder.resolve();

    await expect(outcome).rejects.toBeInstanceOf(RefreshError);
    expect(posted).toEqual([]);
  });
});
