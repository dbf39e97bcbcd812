/** Queue actions of the instance page (1-core §2 queue panel, §7 Queue and Actions). */
import type { EnqueueItem, EnqueueRequest } from '@/lib/enqueue-drop';
import type { ActionContext } from './action-context';
import { runAction } from './run-action';

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

export function removeTrack(ctx: ActionContext, instanceId: string, trackId: string) {
  return runAction(ctx, 'removeTrack', (c) =>
    c.DELETE('/api/track/delete/{id}/{trackId}', {
      params: { path: { id: instanceId, trackId } },
    }),
  );
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
