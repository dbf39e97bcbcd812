import { describe, expect, it, vi } from 'vitest';
import { createSavedQueuePushStore } from './saved-queue-push-store';
import type { ActionContext } from '@/api/mutation/action-context';
import type { PushOutcome } from '@/lib/saved-queues/push-run';
import type { SavedTrack } from '@/lib/saved-queues/types';

const tracks: SavedTrack[] = ['T1', 'T2', 'T3'].map((name) => ({
  uri: `spotify:track:${name}`,
  name,
  artists: [],
  streamingServiceType: 0,
  duration: 1000,
}));

// The fake push and announce below take no context of their own.
const ctx = {} as ActionContext;

/** A store over a server that answers each track from `outcomes` (the rest are added). */
function setup(outcomes: Record<string, PushOutcome> = {}) {
  const pushed: string[] = [];
  const announced: string[] = [];
  const store = createSavedQueuePushStore({
    push: (_, instanceId, track) => {
      pushed.push(`${instanceId}:${track.name}`);
      return Promise.resolve(outcomes[track.name] ?? 'added');
    },
    announce: () => void announced.push('queue reloaded'),
  });
  const done = () => vi.waitFor(() => expect(store.get()?.summary).toBeDefined());
  return { store, pushed, announced, done };
}

describe('the saved-queue push', () => {
  it('pushes the tracks in order, shows its progress, then its summary and one reload', async () => {
    const { store, pushed, announced, done } = setup();
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.get()?.progress.sent ?? -1));

    expect(store.start(ctx, 'lounge', 'Evening', tracks)).toBe(true);
    expect(store.get()).toMatchObject({ instanceId: 'lounge', name: 'Evening' });
    await done();

    expect(pushed).toEqual(['lounge:T1', 'lounge:T2', 'lounge:T3']);
    expect(seen).toEqual([0, 1, 2, 3, 3]);
    expect(store.get()?.summary).toMatchObject({ added: 3, failed: 0, notSent: 0 });
    expect(announced).toEqual(['queue reloaded']);
  });

  it('runs one push at a time', async () => {
    const { store, pushed, done } = setup();
    store.start(ctx, 'lounge', 'Evening', tracks);
    expect(store.start(ctx, 'garage', 'Morning', tracks)).toBe(false);
    await done();
    expect(pushed.every((push) => push.startsWith('lounge:'))).toBe(true);
  });

  it('retries what failed, on the same server, and is dismissed once over', async () => {
    const { store, pushed, done } = setup({ T2: 'failed' });
    store.start(ctx, 'lounge', 'Evening', tracks);
    await done();
    expect(store.get()?.summary).toMatchObject({ added: 2, failed: 1 });

    store.retry(ctx);
    await done();
    expect(pushed.slice(3)).toEqual(['lounge:T2']);

    store.dismiss();
    expect(store.get()).toBeNull();
  });
});
