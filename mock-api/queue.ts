/** Adding, moving and removing queue tracks. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { audit, authorize, personOf, visibleInstance } from './access.ts';
import { trackEvent } from './audits.ts';
import type { MockApiContext } from './context.ts';
import { actionOk, badRequest, type MockEnvBindings, notFound, readBody } from './http.ts';
import type { MockInstance, StreamingServiceType, TrackData } from './model.ts';
import { interleaveByAdder } from './player.ts';
import { resolveCollection, resolveTrack, UnresolvableUri } from './resolve-uri.ts';
import { queueItem } from './seed-world.ts';
import { startNext } from './simulation.ts';

const serviceType = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(99),
  z.literal(100),
]);
const pushTrackBody = z
  .object({ uri: z.string().min(1), streamingServiceType: serviceType, next: z.boolean() })
  .strict();
const pushPlaylistBody = z
  .object({ uri: z.string().min(1), streamingServiceType: serviceType })
  .strict();

function resolving<T>(resolve: () => T): T {
  try {
    return resolve();
  } catch (error) {
    if (error instanceof UnresolvableUri) return notFound(error.message);
    throw error;
  }
}

export function registerQueue(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  /** Queues tracks; an idle player starts on the first of them. */
  const enqueue = (
    instance: MockInstance,
    tracks: TrackData[],
    adder: ReturnType<typeof personOf>,
    next: boolean,
  ) => {
    const now = ctx.clock.now();
    const items = tracks.map((data) => queueItem(ctx.state, data, adder, now));
    instance.queue = next ? [...items, ...instance.queue] : [...instance.queue, ...items];
    if (instance.player.partyMode && !next) instance.queue = interleaveByAdder(instance.queue);
    if (!instance.current) {
      startNext(instance, now);
      if (instance.current) instance.player.state = 0;
    }
  };

  app.post('/api/track/ui/push/track/:id', async (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const body = await readBody(c, pushTrackBody);
    const permission = body.next ? 'web:queue:top' : 'web:queue:track';
    const data = resolving(() =>
      resolveTrack(
        ctx.state.catalogue,
        body.uri,
        body.streamingServiceType as StreamingServiceType,
      ),
    );
    authorize(ctx, instance, user, permission, trackEvent(data));
    enqueue(instance, [data], personOf(user), body.next);
    audit(ctx, instance, user, permission, trackEvent(data));
    return actionOk(c);
  });

  app.post('/api/track/ui/push/playlist/:id', async (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const body = await readBody(c, pushPlaylistBody);
    const found = resolving(() =>
      resolveCollection(
        ctx.state.catalogue,
        body.uri,
        body.streamingServiceType as StreamingServiceType,
      ),
    );
    const event = {
      Type: found.type,
      NumTracks: found.tracks.length,
      Name: found.name,
      Author: found.author,
      Uri: found.uri,
      ImageUrl: found.imagePath,
    };
    authorize(ctx, instance, user, 'web:queue:playlist', event);
    if (found.tracks.length === 0) return badRequest(`"${body.uri}" has no tracks to queue.`);
    enqueue(instance, found.tracks, personOf(user), false);
    audit(ctx, instance, user, 'web:queue:playlist', event);
    return actionOk(c);
  });

  app.put('/api/track/next/:id/:trackId', (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const index = instance.queue.findIndex((item) => item.id === c.req.param('trackId'));
    const item = instance.queue[index];
    if (!item) return notFound(`No track "${c.req.param('trackId')}" in the queue.`);
    authorize(ctx, instance, user, 'web:queue:top', trackEvent(item.track));
    instance.queue.splice(index, 1);
    instance.queue.unshift(item);
    audit(ctx, instance, user, 'web:queue:top', trackEvent(item.track));
    return actionOk(c);
  });

  app.delete('/api/track/delete/:id/:trackId', (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const index = instance.queue.findIndex((item) => item.id === c.req.param('trackId'));
    const item = instance.queue[index];
    if (!item) return notFound(`No track "${c.req.param('trackId')}" in the queue.`);
    authorize(ctx, instance, user, 'web:queue:delete', trackEvent(item.track));
    instance.queue.splice(index, 1);
    audit(ctx, instance, user, 'web:queue:delete', trackEvent(item.track));
    return actionOk(c);
  });
}
