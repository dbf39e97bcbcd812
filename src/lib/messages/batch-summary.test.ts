import { describe, expect, it } from 'vitest';
import { batchSummary } from './batch-summary';

const counts = { refused: 0, failed: 0, cancelled: 0 };

// The refusal wording is the spec's (1-core §8), copied by hand.
describe('batch summary', () => {
  it('says what was done when every track went through, plural by rule', () => {
    expect(batchSummary('remove', { ...counts, total: 5, done: 5 })).toEqual({
      ok: true,
      text: 'Removed 5 tracks',
    });
    expect(batchSummary('remove', { ...counts, total: 1, done: 1 }).text).toBe('Removed 1 track');
    expect(batchSummary('moveToBottom', { ...counts, total: 3, done: 3 }).text).toBe(
      'Moved 3 tracks to the bottom of the queue',
    );
  });

  it('says how many went through, the refusal wording and the failures', () => {
    expect(
      batchSummary('remove', { total: 6, done: 3, refused: 2, failed: 1, cancelled: 0 }),
    ).toEqual({
      ok: false,
      text: "3 of 6 went through. 2 refused: You're not allowed to remove tracks from the queue. 1 failed: An error occurred.",
    });
    expect(
      batchSummary('playNext', { total: 4, done: 0, refused: 4, failed: 0, cancelled: 0 }).text,
    ).toBe(
      "0 of 4 went through. 4 refused: You're not allowed to move tracks to the top of the queue.",
    );
    expect(
      batchSummary('remove', { total: 200, done: 40, refused: 0, failed: 0, cancelled: 160 }).text,
    ).toBe('40 of 200 went through. 160 not sent (cancelled).');
  });
});
