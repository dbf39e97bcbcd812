/**
 * A lock shared by every tab of the browser, so that one tab at a time renews the session: the
 * refresh token rotates, and a second tab that sent the one just rotated away would be refused
 * (and a backend that treats reuse as theft would revoke the whole session). The Web Locks API is
 * the only cross-tab coordination. Injectable, so unit tests run several "tabs" on one fake lock.
 */
export interface TabLock {
  /** Runs `task` once no other holder (this tab's or another's) runs one; resolves with its result. */
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** The name every tab of the dashboard locks (Web Locks). */
export const REFRESH_LOCK_NAME = 'bot-dashboard:session-refresh';

/** The one call of the Web Locks API used here: `navigator.locks`, or a fake in tests. */
export interface ExclusiveLocks {
  request<T>(
    name: string,
    options: { mode: 'exclusive' },
    callback: (lock: unknown) => Promise<T>,
  ): Promise<T>;
}

/** One holder at a time within this tab only: the fallback without Web Locks, and tests' base. */
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

/** The Web Locks API: exclusive by name across every tab of the origin, released on close. */
export function createWebLocksTabLock(locks: ExclusiveLocks, name = REFRESH_LOCK_NAME): TabLock {
  return {
    run: <T>(task: () => Promise<T>) => locks.request(name, { mode: 'exclusive' }, () => task()),
  };
}

/**
 * Web Locks where the browser has them, else this tab alone. Web Locks are in Chrome/Edge 69+,
 * Firefox 96+ and Safari 15.4+, and only in secure contexts (https, or http on localhost): a
 * dashboard served over plain http from any other address (a LAN IP, say) has no
 * `navigator.locks`. There each tab refreshes on its own, one refresh at a time inside the tab
 * and the 401'd request repeated once, as spec 1 §4 says; two tabs may then send the same refresh
 * token, and a backend that treats its reuse as theft may sign the other tab out.
 */
export function createBrowserTabLock(locks: ExclusiveLocks | null = browserLocks()): TabLock {
  return locks ? createWebLocksTabLock(locks) : createInTabLock();
}

/** `navigator.locks`, or null where it is missing (see above; also Node tools and jsdom). */
function browserLocks(): ExclusiveLocks | null {
  return (typeof navigator === 'undefined' ? undefined : navigator.locks) ?? null;
}
