import { describe, expect, it } from 'vitest';
import { runOutcome } from './outcome';
import { runOutcomeText } from '../messages';

const counters = (queued: number, running: number, completed: number, failed: number) => ({
  queued,
  running,
  completed,
  failed,
});

describe('runOutcome', () => {
  it('says a run is over with failures once nothing runs or zips', () => {
    const outcome = runOutcome({ counters: counters(0, 0, 11, 1), running: false, zipping: false });
    expect(outcome).toEqual({ failed: 1, completed: 11, queued: 0 });
    expect(runOutcomeText(outcome!)).toBe('The run has finished with 1 failed and 11 downloaded.');
  });

  it('is silent while a run or zip is in progress, or when nothing failed', () => {
    expect(
      runOutcome({ counters: counters(0, 1, 10, 1), running: true, zipping: false }),
    ).toBeUndefined();
    expect(
      runOutcome({ counters: counters(0, 0, 11, 1), running: false, zipping: true }),
    ).toBeUndefined();
    expect(
      runOutcome({ counters: counters(0, 0, 12, 0), running: false, zipping: false }),
    ).toBeUndefined();
  });

  it('counts the jobs never started apart (Download now on some, no Run All yet)', () => {
    const outcome = runOutcome({ counters: counters(9, 0, 1, 2), running: false, zipping: false });
    expect(runOutcomeText(outcome!)).toBe('2 failed, 1 downloaded and 9 still queued.');
  });
});
