import { describe, expect, it, vi } from 'vitest';
import { runPush, type PushOutcome } from './push-run';
import type { SavedTrack } from './types';

const tracks: SavedTrack[] = [1, 2, 3, 4, 5].map((n) => ({
  uri: `spotify:track:t${n}`,
  name: `T${n}`,
  artists: [],
  streamingServiceType: 0,
  duration: 1,
}));
const names = (list: readonly SavedTrack[]) => list.map((track) => track.name);

describe('runPush', () => {
  it('pushes one at a time, in order, and reports each answer', async () => {
    let inFlight = 0;
    const order: string[] = [];
    const progress = vi.fn();
    const summary = await runPush(tracks, {
      push: async (track) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        await Promise.resolve();
        order.push(track.name);
        inFlight -= 1;
        return track.name === 'T2' ? 'failed' : 'added';
      },
      onProgress: progress,
      cancelled: () => false,
    });
    expect(order).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
    expect(progress).toHaveBeenCalledTimes(5);
    expect(progress).toHaveBeenLastCalledWith({ total: 5, sent: 5, added: 4, failed: 1 });
    expect(summary).toMatchObject({
      added: 4,
      failed: 1,
      refused: 0,
      notSent: 0,
      cancelled: false,
    });
    expect(names(summary.retry)).toEqual(['T2']);
  });

  it('stops at Cancel before the next track; the rest is offered again', async () => {
    let stop = false;
    const summary = await runPush(tracks, {
      push: (track) => {
        if (track.name === 'T2') stop = true;
        return Promise.resolve('added');
      },
      onProgress: () => {},
      cancelled: () => stop,
    });
    expect(summary).toMatchObject({ added: 2, notSent: 3, cancelled: true });
    expect(names(summary.retry)).toEqual(['T3', 'T4', 'T5']);
  });

  it('stops at a refusal: the same permission would refuse the rest', async () => {
    const push = vi.fn((track: SavedTrack): Promise<PushOutcome> =>
      Promise.resolve(track.name === 'T3' ? { refused: true, other: false } : 'added'),
    );
    const summary = await runPush(tracks, { push, onProgress: () => {}, cancelled: () => false });
    expect(push).toHaveBeenCalledTimes(3);
    expect(summary).toMatchObject({ added: 2, refused: 1, notSent: 2, cancelled: false });
    expect(names(summary.retry)).toEqual(['T4', 'T5']);
  });

  it('takes the server for gone after failures in a row, and counts a throw as a failure', async () => {
    const summary = await runPush(tracks, {
      push: () => Promise.reject(new Error('network')),
      onProgress: () => {},
      cancelled: () => false,
      maxFailuresInARow: 2,
    });
    expect(summary).toMatchObject({ added: 0, failed: 2, notSent: 3 });
    expect(names(summary.retry)).toEqual(['T1', 'T2', 'T3', 'T4', 'T5']);
  });

  it('stops at a track that was not sent, and counts it and the rest as not sent', async () => {
    const pushed: string[] = [];
    const summary = await runPush(tracks, {
      push: async (track) => {
        pushed.push(track.name);
        return track.name === 'T3' ? 'unsent' : 'added';
      },
      onProgress: () => undefined,
      cancelled: () => false,
    });
    expect(pushed).toEqual(['T1', 'T2', 'T3']);
    expect(summary).toMatchObject({ sent: 2, added: 2, failed: 0, notSent: 3, cancelled: false });
    expect(names(summary.retry)).toEqual(['T3', 'T4', 'T5']);
  });
});
