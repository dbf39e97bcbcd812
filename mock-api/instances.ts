/** The sidebar's instance list and the instance page's track load. */
import type { Hono } from 'hono';
import { pageInstance } from './access.ts';
import type { MockApiContext } from './context.ts';
import { booleanParam, intParam, type MockEnvBindings } from './http.ts';
import type { MockInstance, TrackData } from './model.ts';
import { isMember, rolesIn } from './permissions.ts';
import {
  auditEntry,
  instance as wireInstance,
  iso,
  presence,
  queueTrack,
  track,
} from './serialize.ts';
import type {
  WireInstanceList,
  WirePopularTrack,
  WireRecentTrack,
  WireRole,
  WireTrackLoad,
} from './wire.ts';

/** The instance page shows at most this many audit entries. */
const AUDIT_PAGE = 100;

function popular(instance: MockInstance, count: number): WirePopularTrack[] {
  const tally = new Map<string, { track: TrackData; count: number; last: number }>();
  for (const play of instance.history) {
    const entry = tally.get(play.track.uri) ?? { track: play.track, count: 0, last: 0 };
    entry.count += 1;
    entry.last = Math.max(entry.last, play.playedAt);
    tally.set(play.track.uri, entry);
  }
  return [...tally.values()]
    .sort((a, b) => b.count - a.count || b.last - a.last)
    .slice(0, count)
    .map((entry) => ({
      ...track(entry.track, isCurrent(instance, entry.track)),
      count: entry.count,
    }));
}

function recent(instance: MockInstance, count: number): WireRecentTrack[] {
  const seen = new Set<string>();
  const out: WireRecentTrack[] = [];
  for (let i = instance.history.length - 1; i >= 0 && out.length < count; i -= 1) {
    const play = instance.history[i];
    if (!play || seen.has(play.track.uri)) continue;
    seen.add(play.track.uri);
    out.push({
      ...track(play.track, isCurrent(instance, play.track)),
      recordedDateTime: iso(play.playedAt),
    });
  }
  return out;
}

function isCurrent(instance: MockInstance, data: TrackData): boolean {
  return instance.current?.track.uri === data.uri;
}

export function registerInstances(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  app.get('/api/instance', (c) => {
    const user = c.get('user');
    const now = ctx.clock.now();
    const body: WireInstanceList = { instances: [], tracks: {}, presences: {} };
    for (const item of ctx.state.instances.values()) {
      if (!isMember(user, item.id)) continue;
      body.instances.push(wireInstance(item, now));
      if (item.current) body.tracks[item.id] = queueTrack(item.current, true);
      body.presences[item.id] = item.presentUsers.map(presence);
    }
    return c.json(body, 200);
  });

  app.get('/api/track/:id/:loadAll', (c) => {
    const user = c.get('user');
    const item = pageInstance(ctx, user, c.req.param('id'));
    const loadAll = booleanParam(c.req.param('loadAll'), 'path/loadAll');
    const q = (name: string) => c.req.query(name);
    const includePopular = booleanParam(q('includePopular'), 'query/includePopular', true);
    const includeRecent = booleanParam(q('includeRecent'), 'query/includeRecent', true);
    const includeRandom = booleanParam(q('includeRandom'), 'query/includeRandom', true);
    const queuedTrackNum = intParam(q('queuedTrackNum'), 'query/queuedTrackNum', 1, 100, 50);
    const popularTrackNum = intParam(q('popularTrackNum'), 'query/popularTrackNum', 1, 100, 5);
    const recentTrackNum = intParam(q('recentTrackNum'), 'query/recentTrackNum', 1, 100, 5);
    const randomTrackNum = intParam(q('randomTrackNum'), 'query/randomTrackNum', 1, 100, 10);
    const now = ctx.clock.now();

    const page = loadAll ? item.queue : item.queue.slice(0, queuedTrackNum);
    const body: WireTrackLoad = {
      roles: rolesIn(user, item.id) as WireRole[],
      presentUsers: item.presentUsers.map(presence),
      instance: {
        ...wireInstance(item, now),
        lyrics: item.current ? item.current.track.lyrics.map((line) => ({ ...line })) : [],
        audits: item.audits.slice(0, AUDIT_PAGE).map(auditEntry),
      },
      tracks: [
        ...(item.current ? [queueTrack(item.current, true)] : []),
        ...page.map((entry) => queueTrack(entry, false)),
      ],
      numTracks: item.queue.length,
      duration: Math.round(item.queue.reduce((sum, entry) => sum + entry.track.duration, 0)),
    };
    if (includePopular) body.popular = popular(item, popularTrackNum);
    if (includeRecent) body.recent = recent(item, recentTrackNum);
    if (includeRandom) {
      // A fresh pick from the distinct tracks the instance has played.
      const pool = [...new Map(item.history.map((play) => [play.track.uri, play.track])).values()];
      body.random = ctx.state.random
        .shuffle(pool)
        .slice(0, randomTrackNum)
        .map((data) => track(data, isCurrent(item, data)));
    }
    return c.json(body, 200);
  });
}
