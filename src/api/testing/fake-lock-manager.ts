/**
 * Stand-ins for `navigator.locks` in unit tests, shared by several simulated "tabs" the way one
 * browser's LockManager is shared by all its tabs. No timers: a request is granted as soon as the
 * one before it under the same name settles.
 */
import type { ExclusiveLocks } from '../tab-lock';

export interface FakeLockManager extends ExclusiveLocks {
  /** Every request, in the order asked: the name and the mode. */
  readonly requests: { name: string; mode: string }[];
  /** Requests under `name` that wait for the holder (asked, not yet granted). */
  waiting(name: string): number;
}

/** Grants exclusive requests one at a time per name, in the order asked, as Web Locks do. */
export function createFakeLockManager(): FakeLockManager {
  const tails = new Map<string, Promise<unknown>>();
  const waitingByName = new Map<string, number>();
  const bump = (name: string, by: number) =>
    waitingByName.set(name, (waitingByName.get(name) ?? 0) + by);
  const requests: { name: string; mode: string }[] = [];
  return {
    requests,
    waiting: (name) => waitingByName.get(name) ?? 0,
    request(name, options, callback) {
      requests.push({ name, mode: options.mode });
      bump(name, 1);
      const grant = () => {
        bump(name, -1);
        return callback({ name, mode: options.mode });
      };
      const result = (tails.get(name) ?? Promise.resolve()).then(grant, grant);
      tails.set(
        name,
        result.catch(() => undefined),
      );
      return result;
    },
  };
}

/** A LockManager that grants every request at once: what the tests look like without a lock. */
export function createPassThroughLockManager(): FakeLockManager {
  const requests: { name: string; mode: string }[] = [];
  return {
    requests,
    waiting: () => 0,
    request(name, options, callback) {
      requests.push({ name, mode: options.mode });
      return callback({ name, mode: options.mode });
    },
  };
}
