/** Queue actions of the instance page (1-core §2 queue panel, §7 Queue and Actions). */
import type { EnqueueItem, EnqueueRequest } from '@/lib/queue/enqueue-drop';
import { t } from '@/lib/i18n';
import { draggableTracks, type QueuePlace } from '@/lib/queue/order';
import { pushedTrack, restoredOrder } from '@/lib/queue/undo';
import { clientOf, type ActionContext } from '../mutation/action-context';
import { runAction } from '../mutation/run-action';

const id = (instanceId: string) => ({ params: { path: { id: instanceId } } });

export function shuffle(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'shuffle', (c) => c.POST('/api/action/shuffle/{id}', id(instanceId)));
}

export function togglePartyMode(ctx: ActionContext, instanceId: string) {
  return runAction(ctx, 'partyMode', (c) => c.POST('/api/action/party-mode/{id}', id(instanceId)));
}

/** Clear the whole queue, or (`mine`) only the tracks the user added. */
export function clearQueue(ctx: ActionContext, instanceId: string, mine: boolean) {
  return runAction(ctx, mine ? 'clearMine' : 'clearQueue', (c) =>
    c.POST('/api/action/clear/{id}/{mine}', { params: { path: { id: instanceId, mine } } }),
  );
}

/** Sends the queue's ids in their new order (the drag reorder; silent on success). */
export function reorder(ctx: ActionContext, instanceId: string, order: readonly string[]) {
  return runAction(
    ctx,
    'reorder',
    (c) => c.POST('/api/action/reorder/{id}', { ...id(instanceId), body: [...order] }),
    { silent: true },
  );
}

/** Play next: move a queued track to the top. */
export function moveToTop(ctx: ActionContext, instanceId: string, trackId: string) {
  return runAction(ctx, 'moveToTop', (c) =>
    c.PUT('/api/track/next/{id}/{trackId}', { params: { path: { id: instanceId, trackId } } }),
  );
}

/** Removes a queued track; with `undo`, its toast offers Undo for its lifetime. */
export function removeTrack(
  ctx: ActionContext,
  instanceId: string,
  trackId: string,
  undo?: () => void,
) {
  return runAction(
    ctx,
    'removeTrack',
    (c) =>
      c.DELETE('/api/track/delete/{id}/{trackId}', {
        params: { path: { id: instanceId, trackId } },
      }),
    undo === undefined ? {} : { successAction: { label: t('queue.undo'), run: undo } },
  );
}

/** What a restore needs of the removed track. */
export interface RemovedQueueTrack {
  id: string | number;
  uri: string;
  streamingServiceType: Enqueueable['streamingServiceType'];
}

export type RestoreOutcome = { status: 'done'; id?: string } | { status: 'failed' };

/**
 * Undo of a remove, through the spec's calls (the API has no undo): push the same track again
 * (at the end), read the whole queue to learn the id the push gave it, then reorder it to its
 * place (lib/queue/undo.ts: after the nearest track that preceded it and is still queued).
 * `known` are the ids queued when Undo was pressed, so an older entry of the same track is not
 * taken for the new one. A refused or failed push says so with its toast; a failed reorder says
 * the track is back, at the end.
 */
export async function restoreTrack(
  ctx: ActionContext,
  instanceId: string,
  track: RemovedQueueTrack,
  place: QueuePlace,
  known: ReadonlySet<string | number>,
): Promise<RestoreOutcome> {
  const item = { uri: track.uri, streamingServiceType: track.streamingServiceType };
  const pushed = await runAction(
    ctx,
    'pushTrack',
    (c) =>
      c.POST('/api/track/ui/push/track/{id}', {
        ...id(instanceId),
        body: { ...item, next: false },
      }),
    { silent: true },
  );
  if (pushed.status !== 'done') return { status: 'failed' };
  let queued: readonly { id: string; uri: string; isPlaying?: boolean }[];
  try {
    const { data, response } = await clientOf(ctx).GET('/api/track/{id}/{loadAll}', {
      params: { path: { id: instanceId, loadAll: true } },
    });
    if (!response.ok || data === undefined) throw new Error(`status ${response.status}`);
    queued = data.tracks;
  } catch {
    ctx.notify.error(t('queue.restoredAtEnd'));
    return { status: 'failed' };
  }
  const entry = pushedTrack(queued, track.uri, known);
  // Nothing queued to move: the bot started playing it (an empty queue), or someone removed it.
  if (entry === undefined) return { status: 'done' };
  const ids = draggableTracks(queued).map((queuedTrack) => queuedTrack.id);
  const order = restoredOrder(ids, entry.id, place).map(String);
  const moved = await reorder(ctx, instanceId, order);
  if (moved.status !== 'done') {
    ctx.notify.error(t('queue.restoredAtEnd'));
    return { status: 'failed' };
  }
  return { status: 'done', id: entry.id };
}

type Enqueueable = Pick<EnqueueItem, 'uri' | 'streamingServiceType'>;

/**
 * Queue what a search result, a list entry, a dropped link or the metadata browser offers: a
 * track at the end or (`next`) at the top, or a playlist, an album or an artist's top tracks.
 */
export function enqueue(ctx: ActionContext, instanceId: string, request: EnqueueRequest) {
  const item = { uri: request.uri, streamingServiceType: request.streamingServiceType };
  return request.kind === 'playlist'
    ? pushPlaylist(ctx, instanceId, item)
    : pushTrack(ctx, instanceId, item, request.next);
}

function pushTrack(ctx: ActionContext, instanceId: string, item: Enqueueable, next: boolean) {
  return runAction(ctx, next ? 'pushTrackNext' : 'pushTrack', (c) =>
    c.POST('/api/track/ui/push/track/{id}', { ...id(instanceId), body: { ...item, next } }),
  );
}

function pushPlaylist(ctx: ActionContext, instanceId: string, item: Enqueueable) {
  return runAction(ctx, 'pushPlaylist', (c) =>
    c.POST('/api/track/ui/push/playlist/{id}', { ...id(instanceId), body: item }),
  );
}
