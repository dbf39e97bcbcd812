import { describe, expect, it } from 'vitest';
import { rowActions } from './job-rules';
import { flush, input, ok, setup } from './test-kit';

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
    expect(rowActions(job('c'), runner.get()).removeEnabled).toBe(false);
    expect(runner.get().jobs).toHaveLength(3);
    await flush();
    // give up on the hanging request through a new playlist of the same jobs
    runner.setJobs([input('a'), input('b'), input('c')]);
    await run;
    const c = runner.get().jobs[2]!;
    expect(runner.remove(c.key)).toBe(true);
    expect(runner.get().jobs.map((j) => [j.id, j.sequence])).toEqual([
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
    await runner.start(runner.get().jobs[0]!.key);
    await runner.start(runner.get().jobs[1]!.key);
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
    await runner.start(runner.get().jobs[1]!.key);
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
    expect(runner.get().jobs.map((job) => job.id)).toEqual(['a']);
  });
});

describe('snapshots', () => {
  it('keep their identity until something changes, and so do untouched jobs', async () => {
    const { runner, job } = setup({}, ['a', 'b']);
    const first = runner.get();
    expect(runner.get()).toBe(first);
    let notified = 0;
    const unsubscribe = runner.subscribe(() => notified++);
    runner.updateSettings({});
    expect(runner.get()).toBe(first);
    expect(notified).toBe(0);
    const b = job('b');
    await runner.start(job('a').key);
    expect(runner.get()).not.toBe(first);
    expect(job('b')).toBe(b);
    expect(notified).toBeGreaterThan(0);
    expect(Object.isFrozen(runner.get())).toBe(true);
    unsubscribe();
  });
});
