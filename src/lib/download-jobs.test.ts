import { describe, expect, it } from 'vitest';
import {
  attemptDownload,
  jobBadge,
  JobRunner,
  MAX_FRUITLESS_RUNS,
  playlistStatus,
  PROBES_PER_TASK,
  rowActions,
  type DownloadFn,
  type DownloadJob,
  type DownloadJobInput,
  type JobRunnerSettings,
} from './download-jobs';
import { audioFromBytes } from './track-audio';

type Outcome = { status: number; bytes: number; progress?: number[] } | 'error' | 'hang' | 'late'; // resolves with good data after the caller gave up

const settings: JobRunnerSettings = {
  intervalMs: 0,
  timeoutMs: 10_000,
  autoRetry: false,
  autoZip: false,
};
const input = (id: string): DownloadJobInput => ({
  id,
  uri: `spotify:track:${id}`,
  name: `Song ${id}`,
  artists: 'Artist',
  duration: 1000,
});
const ok: Outcome = { status: 200, bytes: 4000 };

/** A fake server: each track id answers its outcomes in turn (the last one repeats). */
function fakeServer(script: Record<string, Outcome[]>) {
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

function setup(
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
  const statuses = () => runner.getSnapshot().jobs.map((job) => job.status);
  const job = (id: string) => runner.getSnapshot().jobs.find((j) => j.id === id)!;
  return { runner, server, log, slept, zipped, timers, statuses, job };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Run All', () => {
  it('downloads the jobs one after another, waiting the interval between jobs', async () => {
    const { runner, server, log, statuses } = setup({}, ['a', 'b', 'c'], { intervalMs: 2000 });
    expect(runner.getSnapshot().playlistStatus).toBe('Queued');
    await runner.runAll();
    expect(log).toEqual(['download a', 'sleep 2000', 'download b', 'sleep 2000', 'download c']);
    expect(server.maxActive).toBe(1);
    expect(statuses()).toEqual(['completed', 'completed', 'completed']);
    const snapshot = runner.getSnapshot();
    expect(snapshot.playlistStatus).toBe('Downloaded');
    expect(snapshot.counters).toEqual({ queued: 0, running: 0, completed: 3, failed: 0 });
    expect(snapshot.bytesInMemory).toBe(12_000);
    expect(snapshot.running).toBe(false);
  });

  it('runs failed jobs again on the next Run All, with the interval as it is then', async () => {
    const { runner, log, statuses } = setup(
      { b: ['error', ok], c: ['error', ok] },
      ['a', 'b', 'c'],
      {
        intervalMs: 1000,
      },
    );
    await runner.runAll();
    expect(statuses()).toEqual(['completed', 'failed', 'failed']);
    runner.updateSettings({ intervalMs: 3000 });
    log.length = 0;
    await runner.runAll();
    expect(log).toEqual(['download b', 'sleep 3000', 'download c']);
    expect(statuses()).toEqual(['completed', 'completed', 'completed']);
  });

  it('does not wait at all with an interval of 0', async () => {
    const { runner, slept } = setup({}, ['a', 'b']);
    await runner.runAll();
    expect(slept).toEqual([]);
  });

  it('completes only on status 200 with at least 1000 bytes', async () => {
    const { runner, job } = setup(
      {
        a: [{ status: 200, bytes: 1000 }],
        b: [{ status: 200, bytes: 999 }],
        c: [{ status: 206, bytes: 5000 }],
        d: ['error'],
      },
      ['a', 'b', 'c', 'd'],
    );
    await runner.runAll();
    expect(job('a')).toMatchObject({ status: 'completed', numBytesDownloaded: 1000 });
    expect(job('a').data?.byteLength).toBe(1000);
    expect(job('b')).toMatchObject({ status: 'failed', failure: 'too-small', data: undefined });
    expect(job('c')).toMatchObject({ status: 'failed', failure: 'status', httpStatus: 206 });
    expect(job('d')).toMatchObject({ status: 'failed', failure: 'error' });
    expect(runner.getSnapshot().counters).toEqual({
      queued: 0,
      running: 0,
      completed: 1,
      failed: 3,
    });
    expect(runner.getSnapshot().playlistStatus).toBe('Downloading...');
  });

  it('skips jobs that are completed, or started by Download now meanwhile', async () => {
    const { runner, log, job } = setup({ b: ['hang'] }, ['a', 'b', 'c']);
    const single = runner.start(job('b').key);
    expect(job('b').status).toBe('running');
    await runner.runAll();
    expect(log).toEqual(['download b', 'download a', 'download c']);
    expect(runner.getSnapshot().running).toBe(true); // b still downloads
    runner.setJobs([]);
    await single;
  });

  it('fails a job on timeout by aborting its request', async () => {
    const { runner, server, timers, job } = setup({ a: ['hang'] }, ['a', 'b'], {
      timeoutMs: 15_000,
    });
    const run = runner.runAll();
    await flush();
    expect(job('a').status).toBe('running');
    expect(timers.timers.map((t) => t.ms)).toEqual([15_000]);
    timers.fireLive();
    await run;
    expect(server.signals[0]?.aborted).toBe(true);
    expect(job('a')).toMatchObject({ status: 'failed', failure: 'timeout' });
    expect(job('b').status).toBe('completed');
  });

  it('fails a job whose download answers after the timeout anyway', async () => {
    const { runner, timers, job } = setup({ a: ['late'] }, ['a']);
    const run = runner.runAll();
    await flush();
    timers.fireLive();
    await run;
    expect(job('a')).toMatchObject({ status: 'failed', failure: 'timeout' });
  });

  it('follows progress events while running', async () => {
    const { runner, job } = setup({ a: [{ status: 200, bytes: 3000, progress: [1200, 2400] }] }, [
      'a',
    ]);
    const seen: (string | number)[] = [];
    runner.subscribe(() => {
      const badge = jobBadge(job('a'));
      const shown = badge.kind === 'bytes' ? badge.bytes : badge.text;
      if (seen.at(-1) !== shown) seen.push(shown);
    });
    await runner.runAll();
    expect(seen).toEqual(['Queued', 'Pending...', 1200, 2400, 3000]);
  });
});

describe('auto-retry', () => {
  it('starts another run without asking while jobs remain, waiting the interval', async () => {
    const { runner, log, statuses } = setup({ b: ['error', ok] }, ['a', 'b'], {
      autoRetry: true,
      intervalMs: 1000,
    });
    await runner.runAll();
    expect(log).toEqual(['download a', 'sleep 1000', 'download b', 'sleep 1000', 'download b']);
    expect(statuses()).toEqual(['completed', 'completed']);
    expect(runner.getSnapshot()).toMatchObject({ runs: 2, autoRetryGaveUp: false });
  });

  it('gives up after runs that complete nothing, so a broken track does not loop forever', async () => {
    const { runner, server, statuses } = setup({ b: ['error'] }, ['a', 'b'], { autoRetry: true });
    await runner.runAll();
    // run 1 completes a; then MAX_FRUITLESS_RUNS runs in a row complete nothing
    expect(server.calls.filter((id) => id === 'b')).toHaveLength(1 + MAX_FRUITLESS_RUNS);
    expect(statuses()).toEqual(['completed', 'failed']);
    expect(runner.getSnapshot()).toMatchObject({
      runs: 1 + MAX_FRUITLESS_RUNS,
      autoRetryGaveUp: true,
      running: false,
    });
  });

  it('keeps going while retries make progress', async () => {
    const script: Record<string, Outcome[]> = {
      a: ['error', 'error', ok],
      b: ['error', 'error', 'error', 'error', ok],
    };
    const { runner, statuses } = setup(script, ['a', 'b'], { autoRetry: true });
    await runner.runAll();
    // runs 1 and 2 complete nothing, run 3 completes a, runs 4 and 5 retry b
    expect(statuses()).toEqual(['completed', 'completed']);
    expect(runner.getSnapshot()).toMatchObject({ runs: 5, autoRetryGaveUp: false });
  });

  it('runs once when auto-retry is off', async () => {
    const { runner, server } = setup({ a: ['error'] }, ['a'], { autoRetry: false });
    await runner.runAll();
    expect(server.calls).toEqual(['a']);
  });
});

describe('zip', () => {
  it('auto-zips once after the last run when a job completed', async () => {
    const { runner, log, zipped } = setup({ b: ['error', ok] }, ['a', 'b', 'c'], {
      autoRetry: true,
      autoZip: true,
    });
    await runner.runAll();
    expect(log.filter((entry) => entry === 'zip')).toHaveLength(1);
    expect(log.at(-1)).toBe('zip');
    expect(zipped).toEqual([['a', 'b', 'c']]);
    expect(runner.getSnapshot()).toMatchObject({ zipping: false, zipProgress: undefined });
  });

  it('does not auto-zip without a completed job', async () => {
    const { runner, zipped } = setup({ a: ['error'] }, ['a'], { autoZip: true });
    await runner.runAll();
    expect(zipped).toEqual([]);
  });

  it('needs a completed job and no run in progress', async () => {
    const { runner, zipped, job } = setup({ b: ['hang'] }, ['a', 'b']);
    expect(runner.getSnapshot().canZip).toBe(false);
    expect(await runner.generateZip()).toBe(false);
    await runner.start(job('a').key);
    const single = runner.start(job('b').key);
    expect(runner.getSnapshot()).toMatchObject({ running: true, canZip: false });
    expect(await runner.generateZip()).toBe(false);
    runner.setJobs([input('c')]);
    await single;
    await runner.start(runner.getSnapshot().jobs[0]!.key);
    expect(await runner.generateZip()).toBe(true);
    expect(zipped).toEqual([['c']]);
  });

  it('reports a failed zip', async () => {
    const runner = new JobRunner(
      {
        download: fakeServer({}).download,
        zip: async () => {
          throw new Error('Out of memory');
        },
      },
      settings,
      [input('a')],
    );
    await runner.runAll();
    expect(await runner.generateZip()).toBe(false);
    expect(runner.getSnapshot()).toMatchObject({ zipError: 'Out of memory', zipping: false });
  });

  it('saves no zip when the browser dropped a track, and marks it failed for Retry', async () => {
    // What a browser whose Blob storage is full hands back: a Blob that can no longer be read.
    const dropped = new Blob([new Uint8Array(4000)]);
    Object.defineProperty(dropped, 'slice', {
      value: () => ({
        arrayBuffer: () => Promise.reject(new DOMException('gone', 'NotReadableError')),
      }),
    });
    const zipped: string[][] = [];
    const runner = new JobRunner(
      {
        download: async (track) =>
          track.id === 'b'
            ? { status: 200, data: { blob: dropped, byteLength: 4000, crc32: 0 } }
            : { status: 200, data: new Uint8Array(4000) },
        zip: async (completed) => {
          zipped.push(completed.map((job) => job.id));
        },
      },
      settings,
      [input('a'), input('b'), input('c')],
    );
    await runner.runAll();
    expect(await runner.generateZip()).toBe(false);
    const snapshot = runner.getSnapshot();
    expect(zipped).toEqual([]);
    expect(snapshot.zipError).toBe(
      'The browser dropped 1 downloaded track from memory, so no .zip was saved. ' +
        'They are marked Failed: retry them, or remove some tracks, and generate the .zip again.',
    );
    expect(snapshot.jobs.map((job) => [job.id, job.status, job.failure])).toEqual([
      ['a', 'completed', undefined],
      ['b', 'failed', 'lost'],
      ['c', 'completed', undefined],
    ]);
    expect(snapshot.jobs[1]!.data).toBeUndefined();
  });

  it('finds every dropped track of a long playlist, probing a few at a time', async () => {
    let reading = 0;
    let mostAtOnce = 0;
    // Every track's Blob counts its reads in flight; tracks 2, 21 and 40 can no longer be read.
    const audio = (gone: boolean) => {
      const blob = new Blob([new Uint8Array(4000)]);
      Object.defineProperty(blob, 'slice', {
        value: () => ({
          arrayBuffer: async () => {
            reading += 1;
            mostAtOnce = Math.max(mostAtOnce, reading);
            await new Promise((resolve) => setTimeout(resolve, 0));
            reading -= 1;
            if (gone) throw new DOMException('gone', 'NotReadableError');
            return new ArrayBuffer(1);
          },
        }),
      });
      return { blob, byteLength: 4000, crc32: 0 };
    };
    const ids = Array.from({ length: 40 }, (_, index) => `t${index + 1}`);
    const gone = new Set(['t2', 't21', 't40']);
    const runner = new JobRunner(
      {
        download: async (track) => ({ status: 200, data: audio(gone.has(track.id)) }),
        zip: async () => {},
      },
      settings,
      ids.map((id) => input(id)),
    );
    await runner.runAll();
    expect(await runner.generateZip()).toBe(false);
    const snapshot = runner.getSnapshot();
    expect(snapshot.zipError).toMatch(/^The browser dropped 3 downloaded tracks from memory/);
    expect(snapshot.jobs.filter((job) => job.failure === 'lost').map((job) => job.id)).toEqual([
      't2',
      't21',
      't40',
    ]);
    // Not 40 reads started in one task: Chromium's main thread pays for each.
    expect(mostAtOnce).toBeGreaterThan(1);
    expect(mostAtOnce).toBeLessThanOrEqual(PROBES_PER_TASK);
  });
});

describe('single jobs and removal', () => {
  it('Download now and Retry start one job; completed jobs do not restart', async () => {
    const { runner, server, job } = setup({ a: ['error', ok] }, ['a', 'b']);
    await runner.start(job('a').key);
    expect(job('a').status).toBe('failed');
    await runner.start(job('a').key);
    expect(job('a').status).toBe('completed');
    await runner.start(job('a').key);
    expect(server.calls).toEqual(['a', 'a']);
    expect(job('b').status).toBe('pending');
  });

  it('refuses removal while a run is in progress, allows it afterwards', async () => {
    const { runner, job } = setup({ a: ['hang'] }, ['a', 'b', 'c']);
    const run = runner.runAll();
    expect(runner.remove(job('c').key)).toBe(false);
    expect(rowActions(job('c'), runner.getSnapshot()).removeEnabled).toBe(false);
    expect(runner.getSnapshot().jobs).toHaveLength(3);
    await flush();
    // give up on the hanging request through a new playlist of the same jobs
    runner.setJobs([input('a'), input('b'), input('c')]);
    await run;
    const c = runner.getSnapshot().jobs[2]!;
    expect(runner.remove(c.key)).toBe(true);
    expect(runner.getSnapshot().jobs.map((j) => [j.id, j.sequence])).toEqual([
      ['a', 1],
      ['b', 2],
    ]);
  });

  it('stops everything when the jobs are replaced', async () => {
    const { runner, server, statuses } = setup({ a: ['hang'] }, ['a', 'b']);
    const run = runner.runAll();
    await flush();
    runner.setJobs([input('x')]);
    await run;
    expect(server.signals[0]?.aborted).toBe(true);
    expect(server.calls).toEqual(['a']);
    expect(statuses()).toEqual(['pending']);
  });
});

describe('Retry failed', () => {
  it('runs the failed jobs only, one after another, leaving pending and completed ones', async () => {
    const { runner, log, statuses } = setup({ b: ['error', ok], d: ['error', ok] }, [
      'a',
      'b',
      'c',
      'd',
    ]);
    await runner.runAll();
    expect(statuses()).toEqual(['completed', 'failed', 'completed', 'failed']);
    runner.updateSettings({ intervalMs: 2000 });
    log.length = 0;
    await runner.retryFailed();
    expect(log).toEqual(['download b', 'sleep 2000', 'download d']);
    expect(statuses()).toEqual(['completed', 'completed', 'completed', 'completed']);

    const second = setup({ a: ['error'] }, ['a', 'b']);
    await second.runner.start(second.job('a').key);
    second.log.length = 0;
    await second.runner.retryFailed();
    expect(second.log).toEqual(['download a']);
    expect(second.statuses()).toEqual(['failed', 'pending']);
  });

  it('auto-retries the failed jobs only, then auto-zips', async () => {
    const { runner, server, zipped, statuses } = setup(
      { a: ['error', 'error', ok] },
      ['a', 'b', 'c'],
      { autoRetry: true, autoZip: true },
    );
    await runner.start(runner.getSnapshot().jobs[0]!.key);
    await runner.start(runner.getSnapshot().jobs[1]!.key);
    await runner.retryFailed();
    // (the fake server counts calls per track to pick its answer, so the list is kept whole)
    expect(server.calls).toEqual(['a', 'b', 'a', 'a']);
    expect(statuses()).toEqual(['completed', 'completed', 'pending']);
    expect(zipped).toEqual([['a', 'b']]);
  });

  it('does nothing without a failed job, and joins a run in progress', async () => {
    const { runner, server } = setup({ a: ['hang'] }, ['a', 'b']);
    await runner.retryFailed();
    expect(server.calls).toEqual([]);
    const run = runner.runAll();
    await flush();
    expect(runner.retryFailed()).toBe(run);
    runner.dispose();
    await run;
    expect(server.calls).toEqual(['a']);
  });
});

describe('dispose', () => {
  it('aborts the request in flight and starts nothing afterwards', async () => {
    const { runner, server, statuses } = setup({ a: ['hang'] }, ['a', 'b']);
    const run = runner.runAll();
    await flush();
    runner.dispose();
    await run;
    expect(server.signals[0]?.aborted).toBe(true);
    await runner.runAll();
    await runner.start(runner.getSnapshot().jobs[1]!.key);
    expect(server.calls).toEqual(['a']);
    expect(statuses()[1]).toBe('pending');
  });

  it('stays stopped when new jobs arrive afterwards (a playlist lookup answering after Leave)', async () => {
    const { runner, server } = setup({}, ['a']);
    runner.dispose();
    runner.setJobs([input('x'), input('y')]);
    await runner.runAll();
    await runner.retryFailed();
    expect(server.calls).toEqual([]);
    expect(runner.getSnapshot().jobs.map((job) => job.id)).toEqual(['a']);
  });
});

describe('snapshots', () => {
  it('keep their identity until something changes, and so do untouched jobs', async () => {
    const { runner, job } = setup({}, ['a', 'b']);
    const first = runner.getSnapshot();
    expect(runner.getSnapshot()).toBe(first);
    let notified = 0;
    const unsubscribe = runner.subscribe(() => notified++);
    runner.updateSettings({});
    expect(runner.getSnapshot()).toBe(first);
    expect(notified).toBe(0);
    const b = job('b');
    await runner.start(job('a').key);
    expect(runner.getSnapshot()).not.toBe(first);
    expect(job('b')).toBe(b);
    expect(notified).toBeGreaterThan(0);
    expect(Object.isFrozen(runner.getSnapshot())).toBe(true);
    unsubscribe();
  });
});

describe('pure rules', () => {
  const job = (status: DownloadJob['status'], bytes = 0): DownloadJob => ({
    ...input('a'),
    key: 'k',
    sequence: 1,
    status,
    numBytesDownloaded: bytes,
    data: bytes > 0 ? audioFromBytes(new Uint8Array(bytes)) : undefined,
    failure: undefined,
    httpStatus: undefined,
  });

  it('names the playlist status', () => {
    expect(playlistStatus([job('pending'), job('pending')])).toBe('Queued');
    expect(playlistStatus([job('completed'), job('completed')])).toBe('Downloaded');
    expect(playlistStatus([job('completed'), job('pending')])).toBe('Downloading...');
    expect(playlistStatus([job('failed')])).toBe('Downloading...');
  });

  it('offers each row action only where the spec allows it', () => {
    const idle = { running: false, zipping: false };
    expect(rowActions(job('pending'), idle)).toEqual({
      downloadNow: true,
      addToDownloads: false,
      retry: false,
      removeEnabled: true,
    });
    expect(rowActions(job('completed', 2000), idle)).toMatchObject({
      downloadNow: false,
      addToDownloads: true,
    });
    expect(rowActions(job('failed'), { running: false, zipping: true })).toEqual({
      downloadNow: false,
      addToDownloads: false,
      retry: true,
      removeEnabled: false,
    });
  });

  it('shows the badge text', () => {
    expect(jobBadge(job('pending'))).toEqual({ kind: 'text', text: 'Queued' });
    expect(jobBadge(job('running'))).toEqual({ kind: 'text', text: 'Pending...' });
    expect(jobBadge(job('completed', 2048))).toEqual({ kind: 'bytes', bytes: 2048 });
    expect(jobBadge(job('failed'))).toEqual({ kind: 'text', text: 'Failed' });
  });

  it('attemptDownload serves a single track with the same rules', async () => {
    const { download } = fakeServer({ t: [{ status: 200, bytes: 1500 }], u: ['error'] });
    expect(await attemptDownload(download, input('t'), { timeoutMs: 0 })).toMatchObject({
      ok: true,
      httpStatus: 200,
    });
    expect(await attemptDownload(download, input('u'), { timeoutMs: 0 })).toEqual({
      ok: false,
      failure: 'error',
      httpStatus: undefined,
    });
  });
});
