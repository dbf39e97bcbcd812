/**
 * The calls behind saved queues, from the spec's own: the whole queue to save
 * (GET /api/track/{id}/true) and one track pushed again (POST /api/track/ui/push/track/{id} with
 * {uri, streamingServiceType, next: false}). A push of a saved queue is many calls and one
 * summary, so each call here toasts nothing and raises no event; `announceQueued` raises the
 * push's event once, when a run ends, and the page reloads its queue once. A track the runner did
 * not send (the server is known to be unreachable) says so, once: the run stops there.
 */
import { ACTIONS } from '@/lib/messages';
import type { PushOutcome } from '@/lib/saved-queues/push-run';
import { draggableTracks } from '@/lib/queue/order';
import type { SavedTrack } from '@/lib/saved-queues/types';
import {
  clientOf,
  raiseActionEvent,
  type ActionContext,
  type Notifier,
} from '../mutation/action-context';
import { runAction } from '../mutation/run-action';

const silentNotifier: Notifier = { success() {}, error() {}, info() {} };

export async function pushSavedTrack(
  ctx: ActionContext,
  instanceId: string,
  track: SavedTrack,
): Promise<PushOutcome> {
  const body = { uri: track.uri, streamingServiceType: track.streamingServiceType, next: false };
  const outcome = await runAction(
    { ...ctx, notify: silentNotifier },
    'pushTrack',
    (c) => c.POST('/api/track/ui/push/track/{id}', { params: { path: { id: instanceId } }, body }),
    { silent: true, noEvent: true },
  );
  if (outcome.status === 'done') return 'added';
  if (outcome.status === 'refused') return { refused: true, other: outcome.other };
  if (outcome.status === 'failed' && outcome.failure.unsent) {
    ctx.notify.error(outcome.failure.detail);
    return 'unsent';
  }
  return 'failed';
}

/** After a run that queued something: the page's one reload (use-instance-events.ts). */
export function announceQueued(ctx: ActionContext): void {
  const { event } = ACTIONS.pushTrack;
  if (event !== null) raiseActionEvent(ctx, event);
}

/** The queue's tracks in order, the playing one left out (what the Queue panel lists). */
export async function wholeQueue(ctx: ActionContext, instanceId: string): Promise<SavedTrack[]> {
  const { data, response } = await clientOf(ctx).GET('/api/track/{id}/{loadAll}', {
    params: { path: { id: instanceId, loadAll: true } },
  });
  if (!response.ok || data === undefined) throw new Error(`status ${response.status}`);
  return draggableTracks(data.tracks).map(
    ({ uri, name, artists, streamingServiceType, duration }) => ({
      uri,
      name,
      artists: [...artists],
      streamingServiceType,
      duration,
    }),
  );
}
