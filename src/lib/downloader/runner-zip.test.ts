// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { JobRunner, PROBES_PER_TASK } from './runner';
import { fakeServer, input, ok, settings, setup } from './test-kit';

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
    expect(runner.get()).toMatchObject({ zipping: false, zipProgress: undefined });
  });

  it('does not auto-zip without a completed job', async () => {
    const { runner, zipped } = setup({ a: ['error'] }, ['a'], { autoZip: true });
    await runner.runAll();
    expect(zipped).toEqual([]);
  });

  it('needs a completed job and no run in progress', async () => {
    const { runner, zipped, job } = setup({ b: ['hang'] }, ['a', 'b']);
    expect(runner.get().canZip).toBe(false);
    expect(await runner.generateZip()).toBe(false);
    await runner.start(job('a').key);
    const single = runner.start(job('b').key);
    expect(runner.get()).toMatchObject({ running: true, canZip: false });
    expect(await runner.generateZip()).toBe(false);
    runner.setJobs([input('c')]);
    await single;
    await runner.start(runner.get().jobs[0]!.key);
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
    expect(runner.get()).toMatchObject({ zipError: 'Out of memory', zipping: false });
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
    const snapshot = runner.get();
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
    const snapshot = runner.get();
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
