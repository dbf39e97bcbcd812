/**
 * The queue on screen is the queue on the server. Random sequences of moves,
 * removes, play nexts and polls, whose requests reach the mock and whose answers come back in any
 * order and after any delay, drive the page's queue sync (src/lib/queue/sync.ts) against the real
 * mock. Once everything has been answered and one more poll has come back, the screen shows the
 * server's order; with no one else editing, every step shows what the user made and the server
 * ends with exactly that.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moveItem, type QueueTrack } from '../src/lib/queue/order.ts';
import { createQueueSync } from '../src/lib/queue/sync.ts';
import type { QueueRequest } from '../src/lib/queue/sync-types.ts';
import { createManualClock } from './clock.ts';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { INSTANCE_IDS } from './seed-world.ts';
import { call } from './test-support.ts';

// Hundreds of HTTP calls into the mock per case: leave room for a busy machine.
vi.setConfig({ testTimeout: 120_000 });

// The sync's debounce and the page's 1 s poll run on Vitest's clock, which moves only when a step
// waits (the mock keeps its own manual clock).
beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Track extends QueueTrack {
  id: string;
  isPlaying: boolean;
}

type Step =
  | { kind: 'move'; from: number; to: number }
  | { kind: 'remove'; at: number }
  | { kind: 'playNext'; at: number }
  | { kind: 'poll' }
  | { kind: 'network'; pick: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'otherAdds' };

const userStep: fc.Arbitrary<Step> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move'), from: fc.nat(), to: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove'), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('playNext'), at: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('poll') }) },
  { weight: 10, arbitrary: fc.record({ kind: fc.constant('network'), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('wait'), ms: fc.integer({ min: 0, max: 1200 }) }),
  },
) as fc.Arbitrary<Step>;
const otherStep = fc.record({ kind: fc.constant('otherAdds') }) as fc.Arbitrary<Step>;

/** A request on its way: it reaches the server (`reach`), then its answer comes back (`answer`). */
interface Flight {
  reach(): Promise<void>;
  answer(): void;
  reached: boolean;
}

interface Scenario {
  instanceId: string;
  /** Every queued track (true) or the first page of `page` tracks, as the page polls them. */
  loadAll: boolean;
  page?: number;
}

// A turn of the real event loop (Vitest's clock yields one before it moves), no timer run.
const settle = () => vi.advanceTimersByTimeAsync(0);
const pickFrom = <T>(items: readonly T[], pick: number): T | undefined =>
  items[pick % items.length];

async function run(scenario: Scenario, steps: readonly Step[], othersEdit: boolean) {
  const api: MockApi = createMockApi({ clock: createManualClock() });
  const dj = (await api.signIn('dj')).jwt;
  const other = (await api.signIn('root-admin')).jwt;
  const poll = async () => {
    const path = `/api/track/${scenario.instanceId}/${scenario.loadAll}`;
    const query =
      scenario.page === undefined ? undefined : { queuedTrackNum: String(scenario.page) };
    const { json, status } = await call(api, 'GET', path, { token: dj, query });
    expect(status).toBe(200);
    return (json as { tracks: Track[] }).tracks;
  };
  const queuedIds = (tracks: readonly Track[]) =>
    tracks.filter((track) => !track.isPlaying).map((track) => track.id);

  // A run starts with no timer of the last one (its 1 s poll) still due.
  vi.clearAllTimers();
  const flights: Flight[] = [];
  const refused: QueueRequest[] = [];
  const edit = async (request: QueueRequest): Promise<boolean> => {
    if (request.type === 'restore') throw new Error('These scenarios make no restores.');
    const path =
      request.type === 'reorder'
        ? `/api/action/reorder/${scenario.instanceId}`
        : request.type === 'remove'
          ? `/api/track/delete/${scenario.instanceId}/${request.id}`
          : `/api/track/next/${scenario.instanceId}/${request.id}`;
    const method =
      request.type === 'reorder' ? 'POST' : request.type === 'remove' ? 'DELETE' : 'PUT';
    const body = request.type === 'reorder' ? request.order : undefined;
    const { status } = await call(api, method, path, { token: dj, body });
    if (status !== 200) refused.push(request);
    return status === 200;
  };
  const sync = createQueueSync<Track>({
    // As the page does: a poll right after each answered edit.
    onSettled: () => startPoll(),
    send: (request) =>
      new Promise<boolean>((resolve) => {
        let ok = false;
        flights.push({
          reached: false,
          async reach() {
            ok = await edit(request);
          },
          answer: () => resolve(ok),
        });
      }),
  });
  function startPoll() {
    const stamp = sync.requested();
    let tracks: Track[] = [];
    flights.push({
      reached: false,
      async reach() {
        tracks = await poll();
      },
      answer: () => sync.answered(tracks, stamp),
    });
  }
  const shown = () => queuedIds(sync.view() ?? []);
  // The page's 1 s poll, on the test's clock.
  const pollEverySecond = () => {
    startPoll();
    setTimeout(pollEverySecond, 1000);
  };
  setTimeout(pollEverySecond, 1000);

  sync.answered(await poll(), sync.requested());
  // What the user made, step by step, when no one else edits and every track is loaded.
  let made = shown();
  const modelled = !othersEdit && scenario.loadAll;
  let pushed = 0;

  for (const step of steps) {
    if (modelled) expect(shown()).toEqual(made);
    const queued = shown();
    switch (step.kind) {
      case 'move': {
        if (queued.length < 2) break;
        const from = step.from % queued.length;
        const to = step.to % queued.length;
        sync.move(from, to);
        made = moveItem(made, from, to);
        break;
      }
      case 'remove':
      case 'playNext': {
        const id = pickFrom(queued, step.at);
        if (id === undefined) break;
        if (step.kind === 'remove') {
          sync.remove(id);
          made = made.filter((other) => other !== id);
        } else {
          sync.playNext(id);
          made = [id, ...made.filter((other) => other !== id)];
        }
        break;
      }
      case 'poll':
        startPoll();
        break;
      case 'network': {
        // One request moves on: one not at the server yet reaches it, one that has is answered.
        const flight = pickFrom(flights, step.pick);
        if (flight === undefined) break;
        if (!flight.reached) {
          flight.reached = true;
          await flight.reach();
          break;
        }
        flights.splice(flights.indexOf(flight), 1);
        flight.answer();
        await settle();
        break;
      }
      case 'wait':
        await vi.advanceTimersByTimeAsync(step.ms);
        break;
      case 'otherAdds': {
        pushed += 1;
        const { status } = await call(
          api,
          'POST',
          `/api/track/ui/push/track/${scenario.instanceId}`,
          {
            token: other,
            body: {
              uri: `https://www.youtube.com/watch?v=other${pushed}`,
              streamingServiceType: 1,
              next: false,
            },
          },
        );
        expect(status).toBe(200);
        break;
      }
    }
  }

  // At rest: every request reaches the server and is answered, the debounce runs out, and one
  // more poll comes back.
  for (let round = 0; round < 50 && !sync.idle(); round += 1) {
    for (const flight of flights.splice(0)) {
      if (!flight.reached) await flight.reach();
      flight.answer();
      await settle();
    }
    await vi.advanceTimersByTimeAsync(300);
    await settle();
  }
  expect(sync.idle()).toBe(true);
  // Whatever is still on its way comes back, then a poll asked now.
  startPoll();
  for (const flight of flights.splice(0)) {
    if (!flight.reached) await flight.reach();
    flight.answer();
  }

  const server = queuedIds(await poll());
  expect(shown()).toEqual(server);
  expect(refused).toEqual([]);
  if (modelled) expect(server).toEqual(made);
}

/** Runs per scenario: each run is a fresh mock and a few hundred calls (320 tracks cost more). */
const SCENARIOS: { name: string; scenario: Scenario; runs: number }[] = [
  {
    name: 'Study Hall, 12 tracks',
    scenario: { instanceId: INSTANCE_IDS.studyHall, loadAll: true },
    runs: 30,
  },
  {
    name: 'The Lounge, 320 tracks',
    scenario: { instanceId: INSTANCE_IDS.lounge, loadAll: true },
    runs: 15,
  },
  {
    name: 'The Lounge, the first page of 20',
    scenario: { instanceId: INSTANCE_IDS.lounge, loadAll: false, page: 20 },
    runs: 20,
  },
];

describe('the queue on screen is the queue on the server', () => {
  for (const { name, scenario, runs } of SCENARIOS) {
    it(`${name}: moves, removes, play nexts, polls and late answers in any order`, async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(userStep, { minLength: 30, maxLength: 80 }), (steps) =>
          run(scenario, steps, false),
        ),
        { numRuns: runs },
      );
    });
  }

  it('Study Hall with someone else adding tracks meanwhile', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof({ weight: 12, arbitrary: userStep }, { weight: 1, arbitrary: otherStep }),
          { minLength: 30, maxLength: 80 },
        ),
        (steps) => run(SCENARIOS[0]!.scenario, steps, true),
      ),
      { numRuns: 30 },
    );
  });
});
