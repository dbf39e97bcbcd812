/** The players and the panel, driven by a manual clock through the HTTP API. */
import { beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from './clock.ts';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { INSTANCE_IDS } from './seed-world.ts';
import { call } from './test-support.ts';

interface Load {
  instance: {
    playerProgress: number;
    playerStateType: number;
    playerProgressUpdated: string;
    isOnline: boolean;
  };
  tracks: { id: string; name: string; uri: string; duration: number; isPlaying: boolean }[];
  recent: { uri: string; recordedDateTime: string }[];
  numTracks: number;
}

let clock: ManualClock;
let api: MockApi;
let dj: string;
let root: string;

beforeEach(async () => {
  clock = createManualClock();
  api = createMockApi({ clock });
  dj = (await api.signIn('dj')).jwt;
  root = (await api.signIn('root-admin')).jwt;
});

async function load(id: string = INSTANCE_IDS.lounge, all = false): Promise<Load> {
  // A fresh token each time: some tests move the clock past the token's lifetime.
  const token = (await api.signIn('dj')).jwt;
  const result = await call(api, 'GET', `/api/track/${id}/${all}`, {
    token,
    query: { queuedTrackNum: '5' },
  });
  expect(result.status).toBe(200);
  return result.json as Load;
}

const progressMs = (state: Load) =>
  state.instance.playerProgress * (state.tracks[0]?.duration ?? 0);

async function act(path: string, body?: unknown, token = dj) {
  const result = await call(api, 'POST', path, { token, body });
  expect(result.status, `${path}: ${JSON.stringify(result.json)}`).toBe(200);
}

describe('player simulation', () => {
  it('advances progress at rate/100 x tempo/100 of the clock', async () => {
    const before = await load();
    expect(before.instance.playerStateType).toBe(0);
    clock.advance(10_000);
    const normal = await load();
    expect(progressMs(normal) - progressMs(before)).toBeCloseTo(10_000, 0);

    await act(`/api/action/rate/${INSTANCE_IDS.lounge}`, { value: 200 });
    await act(`/api/action/tempo/${INSTANCE_IDS.lounge}`, { value: 150 });
    clock.advance(10_000);
    const fast = await load();
    expect(progressMs(fast) - progressMs(normal)).toBeCloseTo(30_000, 0);
    expect(Date.parse(fast.instance.playerProgressUpdated)).toBe(clock.now());
  });

  it('does not move while paused, and moves again on resume', async () => {
    await act(`/api/action/pause/${INSTANCE_IDS.lounge}`);
    const paused = await load();
    expect(paused.instance.playerStateType).toBe(1);
    clock.advance(60_000);
    expect(progressMs(await load())).toBeCloseTo(progressMs(paused), 0);
    await act(`/api/action/resume/${INSTANCE_IDS.lounge}`);
    clock.advance(5_000);
    expect(progressMs(await load()) - progressMs(paused)).toBeCloseTo(5_000, 0);
  });

  it('starts the next track when one ends, and lists the ended one as recent', async () => {
    const before = await load();
    const [playing, next] = before.tracks;
    expect(before.recent[0]!.uri).toBe(playing!.uri);
    await act(`/api/action/seek/${INSTANCE_IDS.lounge}`, { value: 0.99 });
    const left = playing!.duration * 0.01;
    clock.advance(left + 2_000);
    const after = await load();
    expect(after.tracks[0]).toMatchObject({ id: next!.id, isPlaying: true });
    expect(progressMs(after)).toBeCloseTo(2_000, 0);
    expect(after.numTracks).toBe(before.numTracks - 1);
    // Recent lists the track that started 2 s ago first, then the one that ended.
    expect(after.recent.slice(0, 2).map((r) => r.recordedDateTime)).toEqual([
      new Date(clock.now() - 2_000).toISOString(),
      before.recent[0]!.recordedDateTime,
    ]);
    expect(after.recent[1]!.uri).toBe(before.recent[0]!.uri);
  });

  it('plays through several short tracks in one long gap and stops when the queue runs out', async () => {
    const id = INSTANCE_IDS.studyHall;
    const state = await load(id, true);
    const total = state.tracks.reduce((sum, t) => sum + t.duration, 0);
    await act(`/api/action/resume/${id}`);
    // The study hall plays at rate 120, so the whole queue takes less than its length.
    clock.advance(total);
    const done = await load(id);
    expect(done.tracks).toEqual([]);
    expect(done.instance.playerStateType).toBe(2);
  });

  it('keeps a radio (unknown length) playing forever', async () => {
    const radio = await load(INSTANCE_IDS.garage);
    expect(radio.tracks[0]).toMatchObject({ duration: 0, isPlaying: true });
    clock.advance(24 * 3600_000);
    expect((await load(INSTANCE_IDS.garage)).tracks[0]!.id).toBe(radio.tracks[0]!.id);
  });
});

describe('admin lifecycle', () => {
  const resources = async (id: string) =>
    (await call(api, 'GET', `/api/admin/instances/${id}/resources`, { token: root }))
      .json as Record<string, number | string | null>;
  const put = async (path: string) =>
    expect((await call(api, 'PUT', path, { token: root })).status).toBe(200);

  it('goes stopping -> offline and starting -> running over seconds, and the bot follows', async () => {
    const id = INSTANCE_IDS.lounge;
    await put(`/api/admin/instances/${id}/stop`);
    expect((await resources(id)).powerState).toBe('stopping');
    clock.advance(2_999);
    expect((await resources(id)).powerState).toBe('stopping');
    clock.advance(1);
    const off = await resources(id);
    expect(off).toMatchObject({ powerState: 'offline', cpuCurrent: 0, memoryCurrentBytes: 0 });
    expect((await load()).instance.isOnline).toBe(false);

    await put(`/api/admin/instances/${id}/start`);
    expect((await resources(id)).powerState).toBe('starting');
    clock.advance(4_000);
    expect((await resources(id)).powerState).toBe('running');
    expect((await load()).instance.isOnline).toBe(true);
  });

  it('restarts through stopping and starting', async () => {
    const id = INSTANCE_IDS.studyHall;
    await put(`/api/admin/instances/${id}/restart`);
    const seen = [(await resources(id)).powerState];
    for (let i = 0; i < 8; i += 1) {
      clock.advance(1_000);
      seen.push((await resources(id)).powerState);
    }
    expect([...new Set(seen)]).toEqual(['stopping', 'starting', 'running']);
  });

  it('reports cpu and memory that move while running', async () => {
    const samples = [];
    for (let i = 0; i < 5; i += 1) {
      samples.push(await resources(INSTANCE_IDS.lounge));
      clock.advance(2_500);
    }
    expect(new Set(samples.map((s) => s.cpuCurrent)).size).toBeGreaterThan(1);
    expect(new Set(samples.map((s) => s.memoryCurrentBytes)).size).toBeGreaterThan(1);
    for (const s of samples) {
      expect(s.cpuCurrent as number).toBeGreaterThan(0);
      expect(s.cpuCurrent as number).toBeLessThanOrEqual(s.cpuMax as number);
      expect(s.memoryCurrentBytes as number).toBeLessThanOrEqual(s.memoryMaxBytes as number);
    }
  });

  it('deploys an unmanaged instance and removes it again', async () => {
    const id = INSTANCE_IDS.garage;
    expect((await resources(id)).isManaged).toBe(false);
    await put(`/api/admin/instances/${id}/up`);
    expect(await resources(id)).toMatchObject({ isManaged: true, powerState: 'starting' });
    clock.advance(4_000);
    expect((await resources(id)).powerState).toBe('running');
    await put(`/api/admin/instances/${id}/down`);
    expect(await resources(id)).toMatchObject({ isManaged: false, powerState: null });
  });
});
