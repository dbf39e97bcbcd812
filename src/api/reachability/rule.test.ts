import { describe, expect, it } from 'vitest';
import {
  answered,
  evaluate,
  failed,
  isFailureStatus,
  nextCheckAt,
  REACHABLE,
  UNREACHABLE_AFTER_MS,
  wentOffline,
  wentOnline,
} from './rule';

const t0 = 1_700_000_000_000;

describe('reachability', () => {
  it('counts no answer and 5xx as failures, any other answer as reached', () => {
    expect(isFailureStatus(500)).toBe(true);
    expect(isFailureStatus(503)).toBe(true);
    expect(isFailureStatus(404)).toBe(false);
    expect(isFailureStatus(401)).toBe(false);
    expect(isFailureStatus(200)).toBe(false);
  });

  it('says unreachable after failures for a few seconds, since the first of them', () => {
    let state = failed(REACHABLE, t0);
    expect(state.unreachableSince).toBeNull();
    expect(nextCheckAt(state)).toBe(t0 + UNREACHABLE_AFTER_MS);
    // A second failure soon after: not yet.
    state = failed(state, t0 + 1000);
    expect(state.unreachableSince).toBeNull();
    // The threshold passes (the timer): unreachable since the first failure.
    state = evaluate(state, t0 + UNREACHABLE_AFTER_MS);
    expect(state.unreachableSince).toBe(t0);
    expect(nextCheckAt(state)).toBeNull();
    // More failures keep the time it started.
    expect(failed(state, t0 + 20_000).unreachableSince).toBe(t0);
  });

  it('needs more than one failure: a single slow failure is not an outage', () => {
    const state = evaluate(failed(REACHABLE, t0), t0 + 60_000);
    expect(state.unreachableSince).toBeNull();
    // The next failure, however late, decides.
    expect(failed(state, t0 + 61_000).unreachableSince).toBe(t0);
  });

  it('an answer ends the run, and a new run counts from its own start', () => {
    let state = evaluate(failed(failed(REACHABLE, t0), t0 + 1000), t0 + 6000);
    expect(state.unreachableSince).toBe(t0);
    state = answered(state);
    expect(state).toEqual(REACHABLE);
    state = failed(failed(state, t0 + 10_000), t0 + 12_000);
    expect(evaluate(state, t0 + 14_000).unreachableSince).toBeNull();
    expect(evaluate(state, t0 + 15_000).unreachableSince).toBe(t0 + 10_000);
  });

  it('an answer with nothing failing changes nothing (the same object)', () => {
    expect(answered(REACHABLE)).toBe(REACHABLE);
  });

  it('offline is unreachable at once; online clears it', () => {
    let state = wentOffline(REACHABLE, t0);
    expect(state.unreachableSince).toBe(t0);
    expect(state.offline).toBe(true);
    // Already failing: since the first failure, not the event.
    expect(wentOffline(failed(REACHABLE, t0 - 2000), t0).unreachableSince).toBe(t0 - 2000);
    state = wentOnline(state);
    expect(state).toEqual(REACHABLE);
  });
});
