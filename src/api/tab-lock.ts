import { openBroadcastChannel } from './session-channel';

/**
 * A lock shared by every tab of the browser, so that one tab at a time renews the session: the
 * refresh token rotates, and a second tab that sent the one just rotated away would be refused
 * (and a backend that treats reuse as theft would revoke the whole session). Injectable, so unit
 * tests run several "tabs" on one fake lock.
 */
export interface TabLock {
  /** Runs `task` once no other holder (this tab's or another's) runs one; resolves with its result. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** The name every tab of the dashboard locks (Web Locks) or talks on (the fallback's channel). */
export const REFRESH_LOCK_NAME = 'bot-dashboard:session-refresh';

/** One holder at a time within this tab only: the fallback of last resort, and tests' base. */
export function createInTabLock(): TabLock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

/** The Web Locks API (every current browser, secure contexts only): exclusive, released on close. */
export function createWebLocksTabLock(locks: LockManager, name = REFRESH_LOCK_NAME): TabLock {
  return {
    run: <T>(task: () => Promise<T>) =>
      locks.request(name, { mode: 'exclusive' }, () => task()) as Promise<T>,
  };
}

type LockMessage = { type: 'claim' | 'release'; id: string };

/** How long a claim waits for a competing one before it counts as won. */
const CLAIM_WINDOW_MS = 40;
/** A holder that never says it released (its tab froze) stops counting after this. */
const CLAIM_LIFETIME_MS = 15_000;

/**
 * Without Web Locks (a plain-http address on a LAN is not a secure context): tabs announce a
 * claim on a BroadcastChannel, wait a short window for a competing one (the smaller id wins),
 * and release when done. A tab that hears a live claim waits for its release. Not as strict as
 * Web Locks (a frozen tab's claim lapses after CLAIM_LIFETIME_MS), which is why a refused refresh
 * still re-reads the stored pair before it gives up.
 */
export function createBroadcastTabLock(
  channel: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>,
  id: string = crypto.randomUUID(),
): TabLock {
  const held = new Map<string, number>(); // other tabs' live claims → when they lapse
  let changed: () => void = () => undefined;
  channel.addEventListener('message', (event) => {
    const message = (event as MessageEvent<LockMessage>).data;
    if (message.id === id) return;
    if (message.type === 'claim') held.set(message.id, Date.now() + CLAIM_LIFETIME_MS);
    else held.delete(message.id);
    changed();
  });
  const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const live = () => {
    const now = Date.now();
    for (const [other, lapses] of held) if (lapses <= now) held.delete(other);
    return [...held.keys()];
  };
  async function released(): Promise<void> {
    while (live().length > 0) {
      await Promise.race([new Promise<void>((resolve) => (changed = resolve)), sleep(500)]);
    }
  }
  async function acquire(): Promise<void> {
    for (;;) {
      await released();
      channel.postMessage({ type: 'claim', id } satisfies LockMessage);
      await sleep(CLAIM_WINDOW_MS);
      if (live().every((other) => other > id)) return;
      channel.postMessage({ type: 'release', id } satisfies LockMessage);
      // Lost to a smaller id: wait for it, with a little jitter so two losers do not collide again.
      await sleep(Math.random() * CLAIM_WINDOW_MS);
    }
  }
  const inTab = createInTabLock();
  return {
    run: <T>(task: () => Promise<T>) =>
      inTab.run(async () => {
        await acquire();
        try {
          return await task();
        } finally {
          channel.postMessage({ type: 'release', id } satisfies LockMessage);
        }
      }),
  };
}

/** The browser's best: Web Locks, else the BroadcastChannel claim, else this tab alone. */
export function createBrowserTabLock(): TabLock {
  if (typeof navigator !== 'undefined' && navigator.locks)
    return createWebLocksTabLock(navigator.locks);
  if (typeof BroadcastChannel !== 'undefined') {
    return createBroadcastTabLock(openBroadcastChannel(REFRESH_LOCK_NAME));
  }
  return createInTabLock();
}
