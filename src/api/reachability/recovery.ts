import type { Cache, ScopedMutator } from 'swr';

/** The gap between two reads asked for again after an outage. */
const RECOVERY_STEP_MS = 250;

/**
 * The server answers again after an outage: each read whose last answer was
 * a failure is asked for again once, one after another RECOVERY_STEP_MS apart, so a backend
 * coming back meets one request per address from this page, spread over a moment, not a burst.
 * A read already on its way at its turn (the probe that found the server back is one) or that
 * no longer holds a failure (its own retry got there first) is not asked again. Reads that did
 * not fail need nothing: their polls never stopped (SWR pauses a poll only while it holds an
 * error) and go on at their own times. Returns a cancel for the reads not yet asked.
 */
export function askFailedReadsAgain(cache: Cache, mutate: ScopedMutator): () => void {
  const failed = [...cache.keys()].filter((key) => cache.get(key)?.error !== undefined);
  const timers = failed.map((key, index) =>
    setTimeout(() => {
      const state = cache.get(key);
      if (state === undefined || state.error === undefined || state.isValidating === true) return;
      void mutate(key);
    }, index * RECOVERY_STEP_MS),
  );
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
