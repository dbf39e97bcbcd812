/**
 * Worlds of their own for journeys. With MOCK_TEST_WORLDS=on (set only by the Playwright configs,
 * never by `npm start` or a build), `PUT /mock-test/worlds/:id` seeds a fresh world whose clock
 * is paused at the moment it was made, and every request that carries the cookie
 * `mock-world=<id>` is answered by that world; requests without it go to the default world, which
 * runs on the wall clock as `npm start`'s does. So no journey meets another's leftovers, and
 * playback, lyrics and token expiry move only when the test moves the clock.
 *
 *   PUT    /mock-test/worlds/:id        body WorldOptions        → 201 WorldClockState
 *   POST   /mock-test/worlds/:id/clock  body {advanceMs?, running?} → 200 WorldClockState
 *   POST   /mock-test/worlds/:id/faults body {errorRate?, latencyMs?} → 200 the knobs now
 *   DELETE /mock-test/worlds/:id                                  → 204
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { createTestClock, type TestClock } from './clock.ts';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { MOCK_WIRES, readMockEnv } from './env.ts';

export const WORLD_COOKIE = 'mock-world';
/** Worlds kept at once; the oldest goes first (a journey deletes its own when it ends). */
const MAX_WORLDS = 24;

const worldId = z.string().regex(/^[\w.-]{1,160}$/);

/** What a test may choose for its world; unset values come from the server's MOCK_* variables. */
const worldOptions = z
  .object({
    queueTracks: z.number().optional(),
    failingTracks: z.array(z.string()).optional(),
    tokenTtlSeconds: z.number().optional(),
    latencyMs: z.number().optional(),
    errorRate: z.number().optional(),
    /** `aspnet`: answers in a real ASP.NET backend's shapes (MOCK_WIRE, mock-api/aspnet-wire.ts). */
    wire: z.enum(MOCK_WIRES).optional(),
    /** The world's clock starts paused (default) or following the wall clock. */
    clock: z.enum(['paused', 'running']).optional(),
    /** Seed of the run-time randomness (shuffle, random lists). */
    seed: z.number().int().optional(),
  })
  .strict();

export type WorldOptions = z.infer<typeof worldOptions>;

const clockChange = z
  .object({
    advanceMs: z.number().min(0).max(86_400_000).optional(),
    running: z.boolean().optional(),
  })
  .strict();

/** Fault knobs a test may turn while its world runs (the server "going away" and coming back). */
const faultChange = z
  .object({
    errorRate: z.number().min(0).max(1).optional(),
    latencyMs: z.number().min(0).max(60_000).optional(),
  })
  .strict();

interface World {
  api: MockApi;
  clock: TestClock;
}

interface WorldClockState {
  id: string;
  now: number;
  running: boolean;
}

/** The MOCK_* variables the options stand for, so they are checked by the same rules. */
function variablesOf(options: WorldOptions): Record<string, string | undefined> {
  const text = (value: number | undefined) => (value === undefined ? undefined : String(value));
  return {
    MOCK_QUEUE_TRACKS: text(options.queueTracks),
    MOCK_FAILING_TRACKS: options.failingTracks?.join(','),
    MOCK_TOKEN_TTL: text(options.tokenTtlSeconds),
    MOCK_LATENCY_MS: text(options.latencyMs),
    MOCK_ERROR_RATE: text(options.errorRate),
    MOCK_WIRE: options.wire,
  };
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export interface TestWorlds {
  fetch(request: Request): Promise<Response>;
  /** The world a cookie names (for the mock's own tests). */
  world(id: string): World | undefined;
}

/**
 * The default world plus the test worlds, behind one fetch handler. `variables` are the server's
 * MOCK_* environment variables (a world's options override them).
 */
export function createTestWorlds(
  variables: Record<string, string | undefined>,
  mount: string,
): TestWorlds {
  const fallback = createMockApi({ env: readMockEnv(variables), mount });
  const worlds = new Map<string, World>();

  const control = new Hono().basePath('/mock-test/worlds');
  const stateOf = (id: string, world: World): WorldClockState => ({
    id,
    now: world.clock.now(),
    running: world.clock.running,
  });
  control.put('/:id', async (c) => {
    const id = worldId.safeParse(c.req.param('id'));
    const options = worldOptions.safeParse(await c.req.json().catch(() => ({})));
    if (!id.success) return c.json({ message: 'A world id is 1-160 letters, digits, _ . -' }, 400);
    if (!options.success) return c.json({ message: z.prettifyError(options.error) }, 400);
    let env;
    try {
      env = readMockEnv({ ...variables, ...definedOnly(variablesOf(options.data)) });
    } catch (error) {
      return c.json({ message: error instanceof Error ? error.message : String(error) }, 400);
    }
    const clock = createTestClock(Date.now(), { running: options.data.clock === 'running' });
    const api = createMockApi({ clock, env, mount, seed: options.data.seed });
    worlds.delete(id.data);
    worlds.set(id.data, { api, clock });
    while (worlds.size > MAX_WORLDS) worlds.delete(worlds.keys().next().value as string);
    return c.json(stateOf(id.data, { api, clock }), 201);
  });
  control.post('/:id/clock', async (c) => {
    const id = c.req.param('id');
    const world = worlds.get(id);
    if (!world) return c.json({ message: `No world "${id}".` }, 404);
    const change = clockChange.safeParse(await c.req.json().catch(() => ({})));
    if (!change.success) return c.json({ message: z.prettifyError(change.error) }, 400);
    if (change.data.running === false) world.clock.pause();
    if (change.data.advanceMs) world.clock.advance(change.data.advanceMs);
    if (change.data.running === true) world.clock.resume();
    return c.json(stateOf(id, world));
  });
  control.post('/:id/faults', async (c) => {
    const id = c.req.param('id');
    const world = worlds.get(id);
    if (!world) return c.json({ message: `No world "${id}".` }, 404);
    const change = faultChange.safeParse(await c.req.json().catch(() => ({})));
    if (!change.success) return c.json({ message: z.prettifyError(change.error) }, 400);
    // The mock reads its knobs on every request (faults.ts).
    if (change.data.errorRate !== undefined) world.api.env.errorRate = change.data.errorRate;
    if (change.data.latencyMs !== undefined) world.api.env.latencyMs = change.data.latencyMs;
    return c.json({ errorRate: world.api.env.errorRate, latencyMs: world.api.env.latencyMs });
  });
  control.delete('/:id', (c) => {
    worlds.delete(c.req.param('id'));
    return c.body(null, 204);
  });
  control.notFound((c) => c.json({ message: `No such test control: ${c.req.path}` }, 404));

  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/mock-test/')) return control.fetch(request);
      const id = cookieValue(request, WORLD_COOKIE);
      const world = id === undefined ? undefined : worlds.get(id);
      if (id !== undefined && !world) {
        // A journey whose world is gone must not quietly fall into the shared one.
        return Response.json(
          { message: `No world "${id}" (made by a test, now gone).` },
          { status: 410 },
        );
      }
      return (world?.api ?? fallback).fetch(request);
    },
    world: (id) => worlds.get(id),
  };
}

function definedOnly(record: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}
