/** Tabs of one browser for the session tests: one cookie jar, a tab's own view of it, locks. */
import { createInTabLock, type TabLock } from '../tab-lock';
import { createTokenStore, type TokenPair, type TokenStore } from '../token-store';

export const BASE = 'http://backend.test';
export const emptyList = { instances: [], tracks: {}, presences: {} };

/** The browser's cookies: one pair every tab reads and writes. */
export function createJar(initial: TokenPair) {
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
export function tabStore(jar: Jar): TokenStore {
  return createTokenStore(jar);
}

/** A fake browser-wide lock that says who held it, in order. */
export function fakeLock(): TabLock & { holders: number } {
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

export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
