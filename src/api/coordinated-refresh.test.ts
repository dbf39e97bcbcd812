// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { RefreshError } from './api-error';
import { createApiClient } from './client';
import { createCoordinatedRefresh } from './coordinated-refresh';
import {
  createBrowserTabLock,
  createInTabLock,
  createWebLocksTabLock,
  REFRESH_LOCK_NAME,
  type TabLock,
} from './tab-lock';
import { createFakeAuthBackend, json } from './testing/fake-auth-backend';
import {
  createFakeLockManager,
  createPassThroughLockManager,
  type FakeLockManager,
} from './testing/fake-lock-manager';
import type { TokenPair, TokenStore } from './token-store';

const BASE = 'http://backend.test';
const emptyList = { instances: [], tracks: {}, presences: {} };

/** The browser's cookies: one pair every tab reads and writes. */
function createJar(initial: TokenPair) {
  let pair: TokenPair | undefined = { ...initial };
  return {
    read: () => pair,
    write: (next: TokenPair | undefined) => {
      pair = next;
    },
  };
}
type Jar = ReturnType<typeof createJar>;

/** One tab's view of the jar: its own listeners, the shared cookies. */
function tabStore(jar: Jar): TokenStore {
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  return {
    getToken: () => jar.read()?.jwt,
    getRefreshToken: () => jar.read()?.refresh,
    setTokens(pair) {
      jar.write({ ...pair });
      notify();
    },
    clearTokens() {
      jar.write(undefined);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A fake browser-wide lock that says who held it, in order. */
function fakeLock(): TabLock & { holders: number } {
  const inner = createInTabLock();
  const lock = {
    holders: 0,
    run<T>(task: () => Promise<T>) {
      return inner.run(() => {
        lock.holders += 1;
        return task();
      });
    },
  };
  return lock;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * Two tabs of one browser (their own client, middleware and refresh; one cookie jar; one
 * LockManager when `locks` is given, none otherwise) whose calls both get a 401 at the same
 * moment. The refresh answer is held until both tabs have reached the refresh (posting it, or
 * waiting for the lock), so a tab that is not held off posts too.
 */
async function twoTabsGetA401(locks: FakeLockManager | null) {
  const requestsGate = deferred();
  const refreshGate = deferred();
  const backend = createFakeAuthBackend({
    token: 'token-0',
    refresh: 'refresh-0',
    onRequest: () => json(emptyList),
    gate: requestsGate.promise,
    refreshGate: refreshGate.promise,
  });
  const jar = createJar({ jwt: 'stale-token', refresh: 'refresh-0' });
  const tabs = ['lounge', 'garage'].map(() =>
    createApiClient({
      baseUrl: BASE,
      fetch: backend.fetch,
      tokens: tabStore(jar),
      // What createBrowserTabLock gives each tab: Web Locks when the browser has them.
      lock: locks ? createWebLocksTabLock(locks) : createBrowserTabLock(null),
      refusedRefreshGraceMs: 0,
    }),
  );

  const calls = tabs.map((tab) => tab.GET('/api/instance'));
  await vi.waitFor(() => expect(backend.requestsTo('/api/instance')).toHaveLength(2));
  requestsGate.resolve();
  await vi.waitFor(() =>
    expect(
      backend.requestsTo('/api/auth/refresh').length + (locks?.waiting(REFRESH_LOCK_NAME) ?? 0),
    ).toBe(2),
  );
  refreshGate.resolve();
  const results = await Promise.allSettled(calls);
  return { backend, jar, results };
}

describe('one refresh per browser, across tabs (Web Locks)', () => {
  it('two tabs whose calls get a 401 at the same moment send one refresh under one LockManager', async () => {
    const locks = createFakeLockManager();
    const { backend, jar, results } = await twoTabsGetA401(locks);

    expect(backend.requestsTo('/api/auth/refresh')).toHaveLength(1);
    // The tab that waited re-read the jar inside the lock, found the new pair, posted nothing.
    const replays = backend.requestsTo('/api/instance').slice(2);
    expect(replays.map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
    ]);
    expect(
      results.map((result) => result.status === 'fulfilled' && result.value.response.status),
    ).toEqual([200, 200]);
    expect(jar.read()).toEqual({ jwt: 'token-1', refresh: 'refresh-1' });
    expect(locks.requests).toEqual([
      { name: REFRESH_LOCK_NAME, mode: 'exclusive' },
      { name: REFRESH_LOCK_NAME, mode: 'exclusive' },
    ]);
  });

  it('the same two tabs on a LockManager that does not serialize send two refreshes', async () => {
    // The control of the test above: it sees the race when nothing holds the second tab off.
    const { backend } = await twoTabsGetA401(createPassThroughLockManager());
    expect(backend.requestsTo('/api/auth/refresh').map((request) => request.body)).toEqual([
      JSON.stringify({ refreshToken: 'refresh-0' }),
      JSON.stringify({ refreshToken: 'refresh-0' }),
    ]);
  });

  it('without navigator.locks each tab refreshes on its own: two tabs send two refreshes', async () => {
    // The fallback's known cost (tab-lock.ts): the same refresh token is sent twice, and a backend
    // that treats its reuse as theft may sign the other tab out.
    const { backend } = await twoTabsGetA401(null);
    expect(backend.requestsTo('/api/auth/refresh').map((request) => request.body)).toEqual([
      JSON.stringify({ refreshToken: 'refresh-0' }),
      JSON.stringify({ refreshToken: 'refresh-0' }),
    ]);
  });
});

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
