/** Tabs of one browser for the session tests: one cookie jar, a tab's own view of it, locks. */
import { createInTabLock, type TabLock } from '../tab-lock';
import type { TokenPair, TokenStore } from '../token-store';

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
