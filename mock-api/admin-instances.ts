/** Bot instances on the server panel: list, create, edit, lifecycle, resources, users, stats. */
import type { Hono } from 'hono';
import { z } from 'zod';
import { adminUser } from './admin-users.ts';
import type { MockApiContext } from './context.ts';
import {
  actionOk,
  badRequest,
  conflict,
  jsonWithSnowflakes,
  type MockEnvBindings,
  notFound,
  readBody,
} from './http.ts';
import {
  applyLifecycle,
  type LifecycleAction,
  LifecycleRefusal,
  resourcesOf,
} from './lifecycle.ts';
import type { MockInstance, Person } from './model.ts';
import { isSnowflake, type Snowflake, SNOWFLAKE_MAX } from '../src/lib/snowflake/id.ts';
import { isNumberLiteral, type NumberLiteral } from '../src/lib/snowflake/json.ts';
import { hexFrom } from './random.ts';
import { iso } from './serialize.ts';
import { blankInstance } from './seed-world.ts';
import type {
  WireAdminInstance,
  WireAdminInstanceSummary,
  WireCreateInstanceResponse,
  WireInstanceResources,
  WireInstanceStats,
  WireInstanceWebsocket,
} from './wire.ts';

const LIFECYCLE: LifecycleAction[] = ['up', 'down', 'start', 'stop', 'restart', 'kill'];

/** A JSON number literal of 1–20 digits up to 2^64 − 1, kept as its digits (never a number). */
const snowflake = z
  .custom<NumberLiteral>(isNumberLiteral, 'must be a number')
  .transform((literal): Snowflake => literal.value)
  .refine(
    isSnowflake,
    `must be an integer from 0 to ${SNOWFLAKE_MAX} written without a sign, fraction, exponent or leading zero`,
  );
const createBody = z
  .object({ name: z.string().min(1), discordChannelId: snowflake, discordGuildId: snowflake })
  .strict();
const updateBody = z
  .object({
    id: z.string().min(1).optional(),
    name: z.string().min(1),
    discordToken: z.string().min(1),
    discordChannelId: snowflake,
    discordGuildId: snowflake,
    discordNickname: z.string().min(1),
    spotifyUsername: z.string().min(1),
    spotifyPassword: z.string().min(1),
    spotifyClientId: z.string().min(1),
    spotifyClientSecret: z.string().min(1),
  })
  .strict();

function stats(instance: MockInstance): WireInstanceStats {
  const adders = new Map<string, { person: Person; count: number }>();
  const tracks = new Map<
    string,
    { count: number; name: string; artists: string; imageUrl: string | null }
  >();
  for (const play of instance.history) {
    const adder = adders.get(play.adder.discordId) ?? { person: play.adder, count: 0 };
    adder.count += 1;
    adders.set(play.adder.discordId, adder);
    const entry = tracks.get(play.track.uri) ?? {
      count: 0,
      name: play.track.title,
      artists: play.track.artists.map((a) => a.name).join(', '),
      imageUrl: play.track.imagePath,
    };
    entry.count += 1;
    tracks.set(play.track.uri, entry);
  }
  const mostActive = [...adders.values()].sort((a, b) => b.count - a.count)[0];
  const mostPopular = [...tracks.values()].sort((a, b) => b.count - a.count)[0];
  const first = instance.history[0];
  const last = instance.history.at(-1);
  return {
    mostActiveDiscordUsername: mostActive?.person.discordUsername ?? null,
    mostActiveDiscordDiscriminator: mostActive?.person.discordDiscriminator ?? null,
    mostActiveAvatarHash: mostActive?.person.discordAvatarHash ?? null,
    mostActiveCount: mostActive?.count ?? 0,
    mostPopularName: mostPopular?.name ?? null,
    mostPopularArtists: mostPopular?.artists ?? null,
    mostPopularImageUrl: mostPopular?.imageUrl ?? null,
    mostPopularCount: mostPopular?.count ?? 0,
    totalTracks: instance.history.length,
    totalDuration: Math.round(instance.history.reduce((sum, play) => sum + play.track.duration, 0)),
    firstTrack: first ? iso(first.playedAt) : null,
    lastTrack: last ? iso(last.playedAt) : null,
  };
}

export function registerAdminInstances(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  const { state } = ctx;
  const find = (id: string) => state.instances.get(id) ?? notFound(`No instance "${id}".`);

  app.get('/api/admin/instances', (c) =>
    c.json(
      [...state.instances.values()].map((i): WireAdminInstanceSummary => ({
        id: i.id,
        name: i.name,
      })),
      200,
    ),
  );

  app.post('/api/admin/instances', async (c) => {
    const body = await readBody(c, createBody);
    const now = ctx.clock.now();
    state.nextId += 1;
    const id = `instance-${state.nextId}`;
    const key = hexFrom(`key:${id}:${now}:${state.random.next()}`, 40);
    // A new bot: not on the panel yet, not connected, every other edit field empty.
    const created = blankInstance(id, body.name, 'General', state.instances.size, now, false);
    created.createdAt = now;
    created.secretKey = key;
    created.unmanagedOnline = false;
    created.player.volume = 100;
    created.config = {
      discordToken: '',
      discordChannelId: body.discordChannelId,
      discordGuildId: body.discordGuildId,
      discordNickname: '',
      spotifyUsername: '',
      spotifyPassword: '',
      spotifyClientId: '',
      spotifyClientSecret: '',
    };
    state.instances.set(id, created);
    return c.json({ id, key } satisfies WireCreateInstanceResponse, 201);
  });

  // Bulk actions first: their literal paths win over PUT /api/admin/instances/{id}.
  for (const action of LIFECYCLE) {
    app.put(`/api/admin/instances/${action}`, (c) => {
      const now = ctx.clock.now();
      for (const instance of state.instances.values()) {
        try {
          applyLifecycle(instance, action, now);
        } catch (error) {
          // Instances whose state does not allow the action are left as they are.
          if (!(error instanceof LifecycleRefusal)) throw error;
        }
      }
      return actionOk(c);
    });
  }

  app.get('/api/admin/instances/:id', (c) => {
    const instance = find(c.req.param('id'));
    const body: WireAdminInstance = { id: instance.id, name: instance.name, ...instance.config };
    return jsonWithSnowflakes(c, body, 200);
  });

  app.put('/api/admin/instances/:id', async (c) => {
    const instance = find(c.req.param('id'));
    const { id, name, ...config } = await readBody(c, updateBody);
    if (id !== undefined && id !== instance.id) {
      return badRequest(`body/id "${id}" does not match the path's "${instance.id}".`, [
        { path: 'body/id', message: 'must equal the path id' },
      ]);
    }
    instance.name = name;
    instance.config = config;
    return actionOk(c);
  });

  app.delete('/api/admin/instances/:id', (c) => {
    const instance = find(c.req.param('id'));
    state.instances.delete(instance.id);
    for (const user of state.users.values()) user.instanceRoles.delete(instance.id);
    return actionOk(c);
  });

  for (const action of LIFECYCLE) {
    app.put(`/api/admin/instances/:id/${action}`, (c) => {
      const instance = find(c.req.param('id'));
      try {
        applyLifecycle(instance, action, ctx.clock.now());
      } catch (error) {
        if (error instanceof LifecycleRefusal) return conflict(error.message);
        throw error;
      }
      return actionOk(c);
    });
  }

  app.get('/api/admin/instances/:id/resources', (c) => {
    const instance = find(c.req.param('id'));
    if (!instance.isManaged) {
      const none: WireInstanceResources = {
        isManaged: false,
        identifier: null,
        powerState: null,
        cpuCurrent: null,
        cpuMax: null,
        memoryCurrentBytes: null,
        memoryMaxBytes: null,
        diskCurrentBytes: null,
        diskMaxBytes: null,
      };
      return c.json(none, 200);
    }
    return c.json(resourcesOf(instance, ctx.clock.now()) satisfies WireInstanceResources, 200);
  });

  app.get('/api/admin/instances/:id/users', (c) => {
    const instance = find(c.req.param('id'));
    const members = [...state.users.values()].filter((u) => u.instanceRoles.has(instance.id));
    return c.json(
      members.map((u) => adminUser(state, u)),
      200,
    );
  });

  app.get('/api/admin/instances/:id/websocket', (c) => {
    const instance = find(c.req.param('id'));
    if (!instance.isManaged || !instance.identifier)
      return conflict('The instance is not managed by the server panel.');
    // The mock names a console socket but serves none (the spec does not show what it carries).
    const url = new URL(c.req.url);
    const body: WireInstanceWebsocket = {
      socket: `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}/mock-panel/servers/${instance.identifier}/ws`,
      token: hexFrom(`ws:${instance.id}:${ctx.clock.now()}`, 32),
    };
    return c.json(body, 200);
  });

  app.get('/api/admin/instances/:id/stats', (c) => c.json(stats(find(c.req.param('id'))), 200));
}
