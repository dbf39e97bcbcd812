/**
 * When the instance page, after "Load N more tracks", asks for the whole queue again instead of its
 * first page (the join is first-page-merge.ts). The 1 s poll asks for the first page; a poll asks
 * for the whole queue when:
 * - none is held yet;
 * - the held one was asked for before the last reason to doubt it (one of this user's queue
 *   edits was answered: the ledger drops an edit on the first answer asked after that, so that
 *   answer must be whole);
 * - the tab was hidden since (no poll goes out then, so anything may have changed): the page says
 *   so as a reason to doubt;
 * - the safety period has passed since it was asked for: 30 s, or 10 ms a queued track on a
 *   longer queue, so the whole-queue refresh costs at most about 100 tracks a second, whatever the
 *   queue's length, like the first page itself.
 * And at once, within the same poll, when the first page cannot be joined with the held rest.
 */

/** The whole queue is asked for again at least this often... */
export const WHOLE_QUEUE_MIN_PERIOD_MS = 30_000;
/** ...or, on a long queue, after this long per queued track. */
const WHOLE_QUEUE_MS_PER_TRACK = 10;

export interface WholeQueueRefresh {
  /** The held whole queue: when (ms) and at which tick it was asked for, and its length. */
  held?: { askedAt: number; askedTick: number; queued: number };
  /** The tick of the last reason to doubt the held queue (0: none). */
  doubtedTick: number;
}

/** How long a held whole queue of `queued` tracks is trusted without a reason to doubt it. */
export function wholeQueuePeriodMs(queued: number): number {
  return Math.max(WHOLE_QUEUE_MIN_PERIOD_MS, queued * WHOLE_QUEUE_MS_PER_TRACK);
}

/** Whether the poll going out at `now` asks for the whole queue (the rule above). */
export function wholeQueueDue(state: WholeQueueRefresh, now: number): boolean {
  const { held } = state;
  if (held === undefined || held.askedTick < state.doubtedTick) return true;
  return now - held.askedAt >= wholeQueuePeriodMs(held.queued);
}
