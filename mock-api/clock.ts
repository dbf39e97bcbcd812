/** Where the mock reads the time. Everything time-dependent goes through one of these. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

/** The wall clock, for `npm start` and the standalone server. */
export const systemClock: Clock = { now: () => Date.now() };

/** A clock that moves only when told to, so simulation tests are deterministic. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(epochMs: number): void;
}

export function createManualClock(startMs = Date.UTC(2026, 10, 22, 12, 0, 0)): ManualClock {
  let current = startMs;
  return {
    now: () => current,
    advance(ms) {
      if (ms < 0) throw new Error('A manual clock only moves forward.');
      current += ms;
    },
    set(epochMs) {
      current = epochMs;
    },
  };
}
