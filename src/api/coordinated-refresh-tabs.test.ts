import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { createBrowserTabLock, createWebLocksTabLock, REFRESH_LOCK_NAME } from './tab-lock';
import { createFakeAuthBackend, json } from './testing/fake-auth-backend';
import {
  createFakeLockManager,
  createPassThroughLockManager,
  type FakeLockManager,
} from './testing/fake-lock-manager';
import { BASE, createJar, deferred, emptyList, tabStore } from './testing/tab-kit';

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
