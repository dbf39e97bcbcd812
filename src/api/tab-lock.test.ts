// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createBroadcastTabLock, createInTabLock, type TabLock } from './tab-lock';

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

describe('tab locks', () => {
  it('the in-tab lock runs one task at a time and goes on after a failure', async () => {
    const lock = createInTabLock();
    await expect(lock.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await mostAtOnce([lock], 5)).toBe(1);
  });

  it('the BroadcastChannel fallback lets one tab of three hold it at a time', async () => {
    const channels = [1, 2, 3].map(() => new BroadcastChannel('tab-lock-test'));
    try {
      const locks = channels.map((channel, index) =>
        createBroadcastTabLock(channel, `tab-${index}`),
      );
      expect(await mostAtOnce(locks, 3)).toBe(1);
    } finally {
      channels.forEach((channel) => channel.close());
    }
  });
});
