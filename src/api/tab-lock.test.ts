import { describe, expect, it } from 'vitest';
import {
  createBrowserTabLock,
  createInTabLock,
  createWebLocksTabLock,
  REFRESH_LOCK_NAME,
  type TabLock,
} from './tab-lock';
import { createFakeLockManager } from './testing/fake-lock-manager';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `count` tasks per lock at once and reports the most that ever ran together. */
async function mostAtOnce(locks: TabLock[], count: number): Promise<number> {
  let running = 0;
  let most = 0;
  const task = async () => {
    running += 1;
    most = Math.max(most, running);
    await sleep(5);
    running -= 1;
  };
  await Promise.all(locks.flatMap((lock) => Array.from({ length: count }, () => lock.run(task))));
  return most;
}

function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every settled promise run its callbacks (no timers). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};

/** Holds `lock` until the returned release is called; says when the task started. */
function hold(lock: TabLock) {
  const release = deferred<string>();
  const state = { started: false };
  const done = lock.run(() => {
    state.started = true;
    return release.promise;
  });
  return { state, done, release };
}

describe('tab locks', () => {
  it('the in-tab lock runs one task at a time and goes on after a failure', async () => {
    const lock = createInTabLock();
    await expect(lock.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await mostAtOnce([lock], 5)).toBe(1);
  });

  it('the Web Locks lock asks for the refresh lock, exclusive, and holds other tabs off', async () => {
    const locks = createFakeLockManager();
    const tabA = createWebLocksTabLock(locks);
    const tabB = createWebLocksTabLock(locks);

    const first = hold(tabA);
    const second = hold(tabB);
    await settle();
    expect(first.state.started).toBe(true);
    expect(second.state.started).toBe(false);
    expect(locks.waiting(REFRESH_LOCK_NAME)).toBe(1);

    first.release.resolve('a');
    expect(await first.done).toBe('a');
    await settle();
    expect(second.state.started).toBe(true);
    second.release.resolve('b');
    expect(await second.done).toBe('b');
    expect(locks.requests).toEqual([
      { name: REFRESH_LOCK_NAME, mode: 'exclusive' },
      { name: REFRESH_LOCK_NAME, mode: 'exclusive' },
    ]);
  });

  it('the Web Locks lock passes a failure to its holder and goes on', async () => {
    const locks = createFakeLockManager();
    const lock = createWebLocksTabLock(locks);
    const first = hold(lock);
    const second = lock.run(() => Promise.resolve('next'));
    first.release.reject(new Error('boom'));
    await expect(first.done).rejects.toThrow('boom');
    expect(await second).toBe('next');
  });

  it('the browser lock takes navigator.locks when there is one', async () => {
    const locks = createFakeLockManager();
    expect(await createBrowserTabLock(locks).run(() => Promise.resolve(1))).toBe(1);
    expect(locks.requests).toEqual([{ name: REFRESH_LOCK_NAME, mode: 'exclusive' }]);
  });

  it('without navigator.locks each tab takes turns with itself only', async () => {
    const tabA = createBrowserTabLock(null);
    const tabB = createBrowserTabLock(null);

    const first = hold(tabA);
    const sameTab = hold(tabA);
    const otherTab = hold(tabB);
    await settle();
    expect(first.state.started).toBe(true);
    expect(sameTab.state.started).toBe(false);
    // Nothing is shared between tabs: the other tab does not wait.
    expect(otherTab.state.started).toBe(true);

    first.release.resolve('a');
    await first.done;
    await settle();
    expect(sameTab.state.started).toBe(true);
    sameTab.release.resolve('a2');
    otherTab.release.resolve('b');
    expect(await Promise.all([sameTab.done, otherTab.done])).toEqual(['a2', 'b']);
  });
});
