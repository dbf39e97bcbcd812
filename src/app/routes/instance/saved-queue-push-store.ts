/**
 * The one saved-queue push of the tab, outside React: it outlives the queue's tab on a phone (an
 * inactive tab unmounts) and the page's layout switching at 1024 px, so a run is never lost or
 * doubled by a re-render. Pushes go one at a time, in order (lib/saved-queues/push-run.ts); the
 * page stays usable meanwhile. The card shows on its own server's page.
 */
import { announceQueued, pushSavedTrack } from '@/api/instances/saved-queue-actions';
import type { ActionContext } from '@/api/mutation/action-context';
import { runPush, type PushProgress, type PushSummary } from '@/lib/saved-queues/push-run';
import type { SavedTrack } from '@/lib/saved-queues/types';
import { createStore } from '@/lib/state/store';

export interface PushRun {
  instanceId: string;
  name: string;
  progress: PushProgress;
  summary?: PushSummary;
}

/** How a track is pushed and the page told of a run's tracks (the api's, unless a test's). */
interface PushCalls {
  push: typeof pushSavedTrack;
  announce: typeof announceQueued;
}

export function createSavedQueuePushStore({
  push = pushSavedTrack,
  announce = announceQueued,
}: Partial<PushCalls> = {}) {
  const run = createStore<PushRun | null>(null);
  let cancelRequested = false;
  const store = {
    subscribe: run.subscribe,
    get: run.get,
    /** False when a run is under way already (one at a time keeps the order). */
    start(ctx: ActionContext, instanceId: string, name: string, tracks: readonly SavedTrack[]) {
      const current = run.get();
      if (current !== null && current.summary === undefined) return false;
      cancelRequested = false;
      run.set({
        instanceId,
        name,
        progress: { total: tracks.length, sent: 0, added: 0, failed: 0 },
      });
      void runPush(tracks, {
        push: (track) => push(ctx, instanceId, track),
        onProgress: (progress) => run.set({ instanceId, name, progress }),
        cancelled: () => cancelRequested,
      }).then((summary) => {
        run.set({ instanceId, name, progress: summary, summary });
        // One reload of the page's queue for the whole run, not one per track.
        if (summary.added > 0) announce(ctx);
      });
      return true;
    },
    cancel() {
      cancelRequested = true;
    },
    retry(ctx: ActionContext) {
      const current = run.get();
      if (current?.summary === undefined) return;
      const { instanceId, name, summary } = current;
      run.set(null);
      store.start(ctx, instanceId, name, summary.retry);
    },
    dismiss() {
      if (run.get()?.summary !== undefined) run.set(null);
    },
  };
  return store;
}

/** The tab's one push. */
export const savedQueuePush = createSavedQueuePushStore();
