/**
 * For the downloader runner's tests: a fake server that answers each track from a script, fake
 * timers, and a runner wired to them that logs every download, wait and zip in order.
 */
import type { DownloadFn } from './attempt';
import type { DownloadJobInput } from './job-rules';
import { JobRunner } from './runner';
import type { JobRunnerSettings } from './job-store';

export type Outcome =
  { status: number; bytes: number; progress?: number[] } | 'error' | 'hang' | 'late'; // resolves with good data after the caller gave up

export const settings: JobRunnerSettings = {
  intervalMs: 0,
  timeoutMs: 10_000,
  autoRetry: false,
  autoZip: false,
};
export const input = (id: string): DownloadJobInput => ({
  id,
  uri: `spotify:track:${id}`,
  name: `Song ${id}`,
  artists: 'Artist',
  duration: 1000,
});
export const ok: Outcome = { status: 200, bytes: 4000 };

/** A fake server: each track id answers its outcomes in turn (the last one repeats). */
export function fakeServer(script: Record<string, Outcome[]>) {
  const calls: string[] = [];
  const signals: AbortSignal[] = [];
  let active = 0;
  let maxActive = 0;
  const download: DownloadFn = async (track, { signal, onProgress }) => {
    calls.push(track.id);
    signals.push(signal);
    const outcomes = script[track.id] ?? [ok];
    const outcome = outcomes[calls.filter((id) => id === track.id).length - 1] ?? outcomes.at(-1)!;
    active++;
    maxActive = Math.max(maxActive, active);
    try {
      await Promise.resolve();
      if (outcome === 'error') throw new Error('network down');
      if (outcome === 'hang' || outcome === 'late') {
        await new Promise<void>((resolve, reject) => {
          signal.addEventListener('abort', () =>
            outcome === 'hang' ? reject(signal.reason) : resolve(),
          );
        });
        return { status: 200, data: new Uint8Array(5000) };
      }
      for (const loaded of outcome.progress ?? []) {
        onProgress(loaded);
        await Promise.resolve();
      }
      return { status: outcome.status, data: new Uint8Array(outcome.bytes).fill(7) };
    } finally {
      active--;
    }
  };
  return {
    download,
    calls,
    signals,
    get maxActive() {
      return maxActive;
    },
  };
}

function fakeTimers() {
  const timers: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  return {
    timers,
    setTimer: (fire: () => void, ms: number) => {
      const timer = { ms, fire, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    fireLive: () => timers.filter((t) => !t.cancelled).forEach((t) => t.fire()),
  };
}

export function setup(
  script: Record<string, Outcome[]>,
  ids: string[],
  overrides: Partial<JobRunnerSettings> = {},
) {
  const server = fakeServer(script);
  const log: string[] = [];
  const slept: number[] = [];
  const zipped: string[][] = [];
  const timers = fakeTimers();
  const originalDownload = server.download;
  const runner = new JobRunner(
    {
      download: (track, options) => {
        log.push(`download ${track.id}`);
        return originalDownload(track, options);
      },
      sleep: async (ms) => {
        log.push(`sleep ${ms}`);
        slept.push(ms);
      },
      zip: async (completed, onProgress) => {
        log.push('zip');
        onProgress(0.5);
        zipped.push(completed.map((job) => job.id));
      },
      setTimer: timers.setTimer,
    },
    { ...settings, ...overrides },
    ids.map(input),
  );
  const statuses = () => runner.get().jobs.map((job) => job.status);
  const job = (id: string) => runner.get().jobs.find((j) => j.id === id)!;
  return { runner, server, log, slept, zipped, timers, statuses, job };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
