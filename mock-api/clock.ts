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

/**
 * The clock of a test world (mock-api/test-worlds.ts): it starts paused at `startMs`, and a test
 * moves it by hand or lets it follow the wall clock from where it stands.
 */
export interface TestClock extends Clock {
  advance(ms: number): void;
  pause(): void;
  resume(): void;
  readonly running: boolean;
}

export function createTestClock(
  startMs: number,
  options: { running?: boolean; wallClock?: () => number } = {},
): TestClock {
  const wall = options.wallClock ?? Date.now;
  // While running, now = wall() + offset; while paused, now = frozenAt.
  let frozenAt: number | null = startMs;
  let offset = 0;
  const clock: TestClock = {
    now: () => (frozenAt === null ? wall() + offset : frozenAt),
    advance(ms) {
      if (!Number.isFinite(ms) || ms < 0) throw new Error('A test clock only moves forward.');
      if (frozenAt === null) offset += ms;
      else frozenAt += ms;
    },
    pause() {
      if (frozenAt === null) frozenAt = wall() + offset;
    },
    resume() {
      if (frozenAt === null) return;
      offset = frozenAt - wall();
      frozenAt = null;
    },
    get running() {
      return frozenAt === null;
    },
  };
  if (options.running) clock.resume();
  return clock;
}
