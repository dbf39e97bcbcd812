/** Test worlds: each journey's world is its own, starts paused, and moves only when told. */
import { describe, expect, it } from 'vitest';
import { createTestClock } from './clock.ts';
import { createTestWorlds, WORLD_COOKIE } from './test-worlds.ts';

const origin = 'http://mock.test';

function request(path: string, init: RequestInit & { world?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.world) headers.set('cookie', `theme=dark; ${WORLD_COOKIE}=${init.world}`);
  if (init.body) headers.set('content-type', 'application/json');
  return new Request(`${origin}${path}`, { ...init, headers });
}

async function queueOf(worlds: ReturnType<typeof createTestWorlds>, world: string, jwt: string) {
  const response = await worlds.fetch(
    request('/api/track/lounge/true', { world, headers: { authorization: `Bearer ${jwt}` } }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as {
    tracks: { id: string; isPlaying?: boolean }[];
    instance: { trackProgress?: number; playerProgress?: number };
  };
}

describe('the test clock', () => {
  it('starts paused, moves when advanced, follows the wall clock when resumed', () => {
    let wall = 1_000;
    const clock = createTestClock(500, { wallClock: () => wall });
    wall = 5_000;
    expect(clock.now()).toBe(500);
    clock.advance(250);
    expect(clock.now()).toBe(750);
    clock.resume();
    wall = 6_000;
    expect(clock.now()).toBe(1_750);
    clock.advance(50);
    expect(clock.now()).toBe(1_800);
    clock.pause();
    wall = 9_000;
    expect(clock.now()).toBe(1_800);
    expect(() => clock.advance(-1)).toThrow();
  });
});

describe('test worlds', () => {
  it('gives each world its own state, untouched by edits in another', async () => {
    const worlds = createTestWorlds({}, 'test');
    for (const id of ['a', 'b']) {
      const made = await worlds.fetch(
        request(`/mock-test/worlds/${id}`, { method: 'PUT', body: '{}' }),
      );
      expect(made.status).toBe(201);
    }
    const a = await worlds.world('a')!.api.signIn('dj');
    const b = await worlds.world('b')!.api.signIn('dj');
    const before = await queueOf(worlds, 'b', b.jwt);
    const first = before.tracks.find((track) => track.isPlaying !== true)!.id;
    const removed = await worlds.fetch(
      request(`/api/track/delete/lounge/${first}`, {
        world: 'a',
        method: 'DELETE',
        headers: { authorization: `Bearer ${a.jwt}` },
      }),
    );
    expect(removed.status).toBe(200);
    expect(worlds.world('a')!.api.state.instances.get('lounge')!.queue.length).not.toBe(
      worlds.world('b')!.api.state.instances.get('lounge')!.queue.length,
    );
    const ids = (load: typeof before) => load.tracks.map((track) => track.id);
    expect(ids(await queueOf(worlds, 'b', b.jwt))).toEqual(ids(before));
    expect(ids(await queueOf(worlds, 'a', a.jwt))).not.toContain(first);
  });

  it('keeps a world still until its clock is advanced', async () => {
    const worlds = createTestWorlds({}, 'test');
    await worlds.fetch(request('/mock-test/worlds/still', { method: 'PUT', body: '{}' }));
    const world = worlds.world('still')!;
    const start = world.clock.now();
    await new Promise((done) => setTimeout(done, 30));
    expect(world.clock.now()).toBe(start);
    const moved = await worlds.fetch(
      request('/mock-test/worlds/still/clock', {
        method: 'POST',
        body: JSON.stringify({ advanceMs: 5_000 }),
      }),
    );
    expect(await moved.json()).toEqual({ id: 'still', now: start + 5_000, running: false });
    await worlds.fetch(
      request('/mock-test/worlds/still/clock', { method: 'POST', body: '{"running":true}' }),
    );
    expect(world.clock.running).toBe(true);
  });

  it('seeds a world with the options given, checked by the MOCK_* rules', async () => {
    const worlds = createTestWorlds({ MOCK_TOKEN_TTL: '4' }, 'test');
    const made = await worlds.fetch(
      request('/mock-test/worlds/big', { method: 'PUT', body: '{"queueTracks":2000}' }),
    );
    expect(made.status).toBe(201);
    const world = worlds.world('big')!;
    expect(world.api.state.instances.get('lounge')!.queue.length).toBe(2000);
    expect(world.api.env.tokenTtlSeconds).toBe(4);
    const wrong = await worlds.fetch(
      request('/mock-test/worlds/bad', { method: 'PUT', body: '{"queueTracks":-1}' }),
    );
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { message: string }).message).toContain('MOCK_QUEUE_TRACKS');
    const unknown = await worlds.fetch(
      request('/mock-test/worlds/bad', { method: 'PUT', body: '{"reset":true}' }),
    );
    expect(unknown.status).toBe(400);
  });

  it('answers a request naming a world that is gone with 410, never from the shared world', async () => {
    const worlds = createTestWorlds({}, 'test');
    await worlds.fetch(request('/mock-test/worlds/gone', { method: 'PUT', body: '{}' }));
    await worlds.fetch(request('/mock-test/worlds/gone', { method: 'DELETE' }));
    const response = await worlds.fetch(request('/api/instance', { world: 'gone' }));
    expect(response.status).toBe(410);
    const shared = await worlds.fetch(request('/api/instance'));
    expect(shared.status).toBe(401);
  });
});
