import { describe, expect, it } from 'vitest';
import { jobBadge } from './job-rules';
import { MAX_FRUITLESS_RUNS } from './runner';
import { jobBadgeText } from '../messages';
import { flush, ok, setup, type Outcome } from './test-kit';

describe('Run All', () => {
  it('downloads the jobs one after another, waiting the interval between jobs', async () => {
    const { runner, server, log, statuses } = setup({}, ['a', 'b', 'c'], { intervalMs: 2000 });
    expect(runner.get().playlistStatus).toBe('queued');
    await runner.runAll();
    expect(log).toEqual(['download a', 'sleep 2000', 'download b', 'sleep 2000', 'download c']);
    expect(server.maxActive).toBe(1);
    expect(statuses()).toEqual(['completed', 'completed', 'completed']);
    const snapshot = runner.get();
    expect(snapshot.playlistStatus).toBe('downloaded');
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
    expect(runner.get().counters).toEqual({
      queued: 0,
      running: 0,
      completed: 1,
      failed: 3,
    });
    expect(runner.get().playlistStatus).toBe('downloading');
  });

  it('skips jobs that are completed, or started by Download now meanwhile', async () => {
    const { runner, log, job } = setup({ b: ['hang'] }, ['a', 'b', 'c']);
    const single = runner.start(job('b').key);
    expect(job('b').status).toBe('running');
    await runner.runAll();
    expect(log).toEqual(['download b', 'download a', 'download c']);
    expect(runner.get().running).toBe(true); // b still downloads
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
      const shown = badge.kind === 'bytes' ? badge.bytes : jobBadgeText(badge.state);
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
    expect(runner.get()).toMatchObject({ runs: 2, autoRetryGaveUp: false });
  });

  it('gives up after runs that complete nothing, so a broken track does not loop forever', async () => {
    const { runner, server, statuses } = setup({ b: ['error'] }, ['a', 'b'], { autoRetry: true });
    await runner.runAll();
    // run 1 completes a; then MAX_FRUITLESS_RUNS runs in a row complete nothing
    expect(server.calls.filter((id) => id === 'b')).toHaveLength(1 + MAX_FRUITLESS_RUNS);
    expect(statuses()).toEqual(['completed', 'failed']);
    expect(runner.get()).toMatchObject({
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
    expect(runner.get()).toMatchObject({ runs: 5, autoRetryGaveUp: false });
  });

  it('runs once when auto-retry is off', async () => {
    const { runner, server } = setup({ a: ['error'] }, ['a'], { autoRetry: false });
    await runner.runAll();
    expect(server.calls).toEqual(['a']);
  });
});
