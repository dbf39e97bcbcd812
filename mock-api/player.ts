/** Player actions under /api/action: each checks its permission, changes state and is audited. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { audit, authorize, visibleInstance } from './access.ts';
import { trackEvent } from './audits.ts';
import type { MockApiContext } from './context.ts';
import {
  actionOk,
  badRequest,
  booleanParam,
  forbidden,
  type MockEnvBindings,
  readBody,
} from './http.ts';
import { applyLifecycle } from './lifecycle.ts';
import type { MockInstance, MockUser, QueueItem } from './model.ts';
import { isRoot, refusalMessage, ROOT } from './permissions.ts';
import { startNext } from './simulation.ts';
import type { WireAuditEvent, WireSkipCheck } from './wire.ts';

const DEFAULT_EQ = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
/** Gains the sliders reach; beyond them only root's 'Ouch my ears' preset goes. */
const SLIDER_GAIN = 12;

const valueBody = (min: number, max: number) =>
  z.object({ value: z.number().min(min).max(max) }).strict();
const equalizerBody = z.array(z.number().int().min(-64).max(64)).length(10);
const reorderBody = z
  .array(z.string().min(1))
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id');

/** Puts adders' tracks in turns (A, B, C, A, B, …), keeping each adder's own order. */
export function interleaveByAdder(queue: QueueItem[]): QueueItem[] {
  const byAdder = new Map<string, QueueItem[]>();
  for (const item of queue) {
    const list = byAdder.get(item.adder.discordId) ?? [];
    list.push(item);
    byAdder.set(item.adder.discordId, list);
  }
  const lanes = [...byAdder.values()];
  const out: QueueItem[] = [];
  for (let round = 0; out.length < queue.length; round += 1) {
    for (const lane of lanes) {
      const item = lane[round];
      if (item) out.push(item);
    }
  }
  return out;
}

type Mutation = (instance: MockInstance, user: MockUser, now: number) => void;

export function registerPlayer(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  /** The common shape: find, authorize (audit refusals), mutate, audit, answer success. */
  const action = (
    path: string,
    permission: string,
    event: (i: MockInstance) => WireAuditEvent,
    mutate: Mutation,
  ) =>
    app.post(path, (c) => {
      const user = c.get('user');
      const instance = visibleInstance(ctx, user, c.req.param('id') as string);
      const payload = event(instance);
      authorize(ctx, instance, user, permission, payload);
      mutate(instance, user, ctx.clock.now());
      audit(ctx, instance, user, permission, payload);
      return actionOk(c);
    });

  /** Actions with a JSON body: the body is checked before the permission. */
  const valueAction = <T>(
    path: string,
    permission: string,
    schema: z.ZodType<T>,
    event: (body: T, instance: MockInstance) => WireAuditEvent,
    mutate: (instance: MockInstance, body: T, user: MockUser, now: number) => void,
    extraCheck?: (instance: MockInstance, body: T, user: MockUser) => void,
  ) =>
    app.post(path, async (c) => {
      const user = c.get('user');
      const instance = visibleInstance(ctx, user, c.req.param('id') as string);
      const body = await readBody(c, schema);
      const payload = event(body, instance);
      authorize(ctx, instance, user, permission, payload);
      extraCheck?.(instance, body, user);
      mutate(instance, body, user, ctx.clock.now());
      audit(ctx, instance, user, permission, payload);
      return actionOk(c);
    });

  const currentEvent = (instance: MockInstance): WireAuditEvent =>
    instance.current ? trackEvent(instance.current.track) : {};

  action(
    '/api/action/stop/:id',
    'web:controls:stop',
    () => ({}),
    (instance, _user, now) => {
      instance.queue = [];
      instance.current = null;
      instance.player = { ...instance.player, state: 2, progressMs: 0, anchor: now };
    },
  );

  action(
    '/api/action/resume/:id',
    'web:controls:resume',
    () => ({}),
    (instance, _user, now) => {
      if (!instance.current) startNext(instance, now);
      if (instance.current) instance.player = { ...instance.player, state: 0, anchor: now };
    },
  );

  action(
    '/api/action/pause/:id',
    'web:controls:pause',
    () => ({}),
    (instance, _user, now) => {
      if (instance.current) instance.player = { ...instance.player, state: 1, anchor: now };
    },
  );

  action(
    '/api/action/restart/:id',
    'web:controls:restart',
    currentEvent,
    (instance, _user, now) => {
      instance.player = { ...instance.player, progressMs: 0, anchor: now };
    },
  );

  app.post('/api/action/skip/:id/:force', (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const force = booleanParam(c.req.param('force'), 'path/force');
    const current = instance.current;
    const payload = currentEvent(instance);
    authorize(ctx, instance, user, 'web:controls:skip', payload, false);
    const others = current !== null && current.adder.discordId !== user.discordId;
    if (others) {
      authorize(ctx, instance, user, 'web:controls:skip-other', payload, true);
      if (!force) {
        const check: WireSkipCheck = {
          confirm: true,
          discordUsername: current.adder.discordUsername,
          discordDiscriminator: current.adder.discordDiscriminator,
        };
        return c.json(check, 200);
      }
    }
    if (current) startNext(instance, ctx.clock.now());
    audit(ctx, instance, user, others ? 'web:controls:skip-other' : 'web:controls:skip', payload);
    return c.json(
      { confirm: false, discordUsername: null, discordDiscriminator: null } satisfies WireSkipCheck,
      200,
    );
  });

  valueAction(
    '/api/action/reorder/:id',
    'web:queue:reorder',
    reorderBody,
    () => ({}),
    (instance, ids) => {
      const byId = new Map(instance.queue.map((item) => [item.id, item]));
      const listed = ids.map((id) => byId.get(id) as QueueItem);
      const rest = instance.queue.filter((item) => !ids.includes(item.id));
      instance.queue = [...listed, ...rest];
    },
    (instance, ids) => {
      const known = new Set(instance.queue.map((item) => item.id));
      const unknown = ids.filter((id) => !known.has(id));
      if (unknown.length > 0) {
        badRequest(
          `Unknown queue track ids: ${unknown.join(', ')}.`,
          unknown.map((id) => ({ path: 'body', message: `"${id}" is not in the queue` })),
        );
      }
    },
  );

  action(
    '/api/action/shuffle/:id',
    'web:queue:shuffle',
    () => ({}),
    (instance) => {
      instance.queue = ctx.state.random.shuffle([...instance.queue]);
    },
  );

  // Turning party mode on interleaves the queue right after, logged as its own 'party-shuffle'.
  app.post('/api/action/party-mode/:id', (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const enabled = !instance.player.partyMode;
    authorize(ctx, instance, user, 'web:queue:party-mode', { Enabled: enabled });
    instance.player.partyMode = enabled;
    audit(ctx, instance, user, 'web:queue:party-mode', { Enabled: enabled });
    if (enabled) {
      instance.queue = interleaveByAdder(instance.queue);
      audit(ctx, instance, user, 'web:queue:party-mode', { Event: 'party-shuffle', Enabled: true });
    }
    return actionOk(c);
  });

  app.post('/api/action/clear/:id/:mine', (c) => {
    const user = c.get('user');
    const instance = visibleInstance(ctx, user, c.req.param('id'));
    const mine = booleanParam(c.req.param('mine'), 'path/mine');
    authorize(ctx, instance, user, 'web:queue:clear', { Mine: mine });
    instance.queue = mine
      ? instance.queue.filter((item) => item.adder.discordId !== user.discordId)
      : [];
    audit(ctx, instance, user, 'web:queue:clear', { Mine: mine });
    return actionOk(c);
  });

  valueAction(
    '/api/action/volume/:id',
    'web:controls:volume',
    valueBody(0, 100),
    ({ value }) => ({ Volume: value }),
    (i, { value }) => {
      i.player.volume = value;
    },
  );
  valueAction(
    '/api/action/seek/:id',
    'web:controls:seek',
    valueBody(0, 1),
    ({ value }) => ({ Seek: value }),
    (i, { value }, _u, now) => {
      const duration = i.current?.track.duration ?? 0;
      i.player.progressMs = Math.min(duration, value * duration);
      i.player.anchor = now;
    },
  );
  valueAction(
    '/api/action/rate/:id',
    'web:controls:rate',
    valueBody(10, 500),
    ({ value }) => ({ Rate: value }),
    (i, { value }) => {
      i.player.rate = value;
    },
  );
  valueAction(
    '/api/action/tempo/:id',
    'web:controls:tempo',
    valueBody(10, 500),
    ({ value }) => ({ Tempo: value }),
    (i, { value }) => {
      i.player.tempo = value;
    },
  );
  valueAction(
    '/api/action/pitch/:id',
    'web:controls:pitch',
    valueBody(-16, 16),
    ({ value }) => ({ Pitch: value }),
    (i, { value }) => {
      i.player.pitch = value;
    },
  );
  valueAction(
    '/api/action/crossfade/:id',
    'web:controls:crossfade',
    valueBody(0, 30),
    ({ value }) => ({ Crossfade: value }),
    (i, { value }) => {
      i.player.crossfade = value;
    },
  );
  valueAction(
    '/api/action/equalizer/:id',
    'web:controls:eq',
    equalizerBody,
    () => ({}),
    (i, bands) => {
      i.player.equalizer = [...bands];
    },
    (instance, bands, user) => {
      // Beyond the sliders' range is root's 'Ouch my ears' preset: refused and audited as such.
      if (bands.some((gain) => Math.abs(gain) > SLIDER_GAIN) && !isRoot(user)) {
        audit(ctx, instance, user, ROOT, {}, false);
        forbidden(ROOT, refusalMessage(ROOT));
      }
    },
  );

  action(
    '/api/action/nightcore/:id',
    'web:controls:preset:nightcore',
    () => ({ Rate: 120 }),
    (instance) => {
      instance.player.rate = 120;
    },
  );

  action(
    '/api/action/reset/:id',
    'web:controls:reset',
    () => ({}),
    (instance) => {
      instance.player = {
        ...instance.player,
        rate: 100,
        tempo: 100,
        pitch: 0,
        crossfade: 0,
        volume: 100,
        equalizer: [...DEFAULT_EQ],
      };
    },
  );

  // The bot process restarts: a managed one goes through stopping and starting; the queue stays.
  action(
    '/api/action/restart-instance/:id',
    'web:instance:restart',
    () => ({}),
    (instance, _user, now) => {
      if (instance.isManaged && instance.powerState !== 'offline')
        applyLifecycle(instance, 'restart', now);
    },
  );
}
