/**
 * The one saved-queue push of the tab, outside React: it outlives the queue's
 * tab on a phone (an inactive tab unmounts) and the page's layout switching at 1024 px, so a run
 * is never lost or doubled by a re-render. Pushes go one at a time, in order (lib/saved-queues/
 * push-run.ts); the page stays usable meanwhile. The card shows on its own server's page.
 */
import { announceQueued, pushSavedTrack } from '@/api/instances/saved-queue-actions';
import type { ActionContext } from '@/api/mutation/action-context';
import { runPush, type PushProgress, type PushSummary } from '@/lib/saved-queues/push-run';
import type { SavedTrack } from '@/lib/saved-queues/types';

export interface PushRun {
  instanceId: string;
  name: string;
  progress: PushProgress;
  summary?: PushSummary;
}

let run: PushRun | null = null;
let cancelRequested = false;
const listeners = new Set<() => void>();

function set(next: PushRun | null) {
  run = next;
  for (const listener of listeners) listener();
}

export const savedQueuePush = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): PushRun | null => run,
  /** False when a run is under way already (one at a time keeps the order). */
  start(ctx: ActionContext, instanceId: string, name: string, tracks: readonly SavedTrack[]) {
    if (run !== null && run.summary === undefined) return false;
    cancelRequested = false;
    const progress = { total: tracks.length, sent: 0, added: 0, failed: 0 };
    set({ instanceId, name, progress });
    void runPush(tracks, {
      push: (track) => pushSavedTrack(ctx, instanceId, track),
      onProgress: (next) => set({ instanceId, name, progress: next }),
      cancelled: () => cancelRequested,
    }).then((summary) => {
      set({ instanceId, name, progress: summary, summary });
      // One reload of the page's queue for the whole run, not one per track.
      if (summary.added > 0) announceQueued(ctx);
    });
    return true;
  },
  cancel() {
    cancelRequested = true;
  },
  retry(ctx: ActionContext) {
    if (run?.summary === undefined) return;
    const { instanceId, name, summary } = run;
    set(null);
    savedQueuePush.start(ctx, instanceId, name, summary.retry);
  },
  dismiss() {
    if (run?.summary !== undefined) set(null);
  },
};
