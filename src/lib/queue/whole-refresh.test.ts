import { describe, expect, it } from 'vitest';
import {
  WHOLE_QUEUE_MIN_PERIOD_MS,
  wholeQueueDue,
  wholeQueuePeriodMs,
  type WholeQueueRefresh,
} from './whole-refresh';

/** The spec's poll (1-core §4). */
const POLL_MS = 1000;

const held = (queued: number): WholeQueueRefresh => ({
  held: { askedAt: 0, askedTick: 5, queued },
  doubtedTick: 0,
});

describe('when the page asks for the whole queue again', () => {
  it('first, when none is held', () => {
    expect(wholeQueueDue({ doubtedTick: 0 }, 0)).toBe(true);
  });

  it('not on the 1 s polls of an idle page, until the safety period', () => {
    const state = held(100);
    for (let at = POLL_MS; at < WHOLE_QUEUE_MIN_PERIOD_MS; at += POLL_MS) {
      expect(wholeQueueDue(state, at)).toBe(false);
    }
    expect(wholeQueueDue(state, WHOLE_QUEUE_MIN_PERIOD_MS)).toBe(true);
  });

  it('a long queue is refreshed more rarely: about 100 tracks a second whatever its length', () => {
    expect(wholeQueuePeriodMs(100)).toBe(WHOLE_QUEUE_MIN_PERIOD_MS);
    expect(wholeQueuePeriodMs(10_000)).toBe(100_000);
    for (const queued of [3_000, 10_000, 100_000]) {
      expect(queued / (wholeQueuePeriodMs(queued) / 1000)).toBeLessThanOrEqual(100);
    }
  });

  it("after one of this user's queue edits was answered, until a whole queue asked later came", () => {
    expect(wholeQueueDue({ ...held(100), doubtedTick: 6 }, POLL_MS)).toBe(true);
    expect(wholeQueueDue({ ...held(100), doubtedTick: 4 }, POLL_MS)).toBe(false);
  });
});
