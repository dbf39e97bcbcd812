/**
 * What the screen says once a playlist run is over with failures. The spec's playlist status
 * stays 'Downloading...' while any job is not completed, so without this a finished run with a
 * failed track would look as if it were still going.
 *
 * Decisions beyond the spec:
 * - Shown whenever nothing is running or zipping and at least one job failed, whatever started
 *   the jobs (Run All, Retry failed, Retry or Download now); it goes as soon as a run starts.
 * - 'Retry failed' runs the failed jobs only; Run All would also start the queued ones.
 */
import type { JobCounters } from './job-rules';

export interface RunOutcome {
  failed: number;
  completed: number;
  /** Jobs never started (Download now was used on some, Run All not yet). */
  queued: number;
}

export function runOutcome(state: {
  counters: JobCounters;
  running: boolean;
  zipping: boolean;
}): RunOutcome | undefined {
  const { counters, running, zipping } = state;
  if (running || zipping || counters.failed === 0) return undefined;
  return { failed: counters.failed, completed: counters.completed, queued: counters.queued };
}
