import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createReachabilityStore, type ReachabilityStore } from './store';

type Params = Parameters<NonNullable<Middleware['onRequest']>>[0];

/** A window stand-in: the online/offline events and navigator.onLine. */
let browser: EventTarget & { navigator: { onLine: boolean } };
let reachability: ReachabilityStore;

function call(id: string): Params {
  return {
    id,
    request: new Request('http://dashboard.test/api/instance'),
    schemaPath: '/api/instance',
    params: {},
    options: {} as Params['options'],
  };
}

async function send(id: string) {
  await reachability.middleware.onRequest(call(id));
}

async function answer(id: string, status = 200) {
  await reachability.middleware.onResponse({
    ...call(id),
    response: new Response(null, { status }),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
  browser = Object.assign(new EventTarget(), { navigator: { onLine: true } });
  reachability = createReachabilityStore();
  reachability.start(browser as unknown as Window);
});
afterEach(() => vi.useRealTimers());

describe('the browser going offline', () => {
  it('is unreachable at once', () => {
    browser.dispatchEvent(new Event('offline'));
    expect(reachability.get()).toMatchObject({
      offline: true,
      unreachableSince: 1_000_000,
    });
  });

  it('stays offline when a request sent before it answers after it', async () => {
    await send('poll-on-its-way');
    vi.advanceTimersByTime(300);
    browser.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(200);
    await answer('poll-on-its-way');
    expect(reachability.get()).toMatchObject({
      offline: true,
      unreachableSince: 1_000_300,
    });
  });

  it('ends with an answer to a request sent after it', async () => {
    browser.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(1000);
    await send('sent-while-offline');
    await answer('sent-while-offline');
    expect(reachability.get()).toMatchObject({ offline: false, unreachableSince: null });
  });

  it('ends with the online event', () => {
    browser.dispatchEvent(new Event('offline'));
    browser.dispatchEvent(new Event('online'));
    expect(reachability.get().unreachableSince).toBeNull();
  });
});

describe('failures without an answer', () => {
  it('probe 4 s after the verdict, then every 8 s, and the answer ends the outage once', async () => {
    const probes: number[] = [];
    reachability.setProbe(() => {
      probes.push(Date.now());
      return Promise.resolve();
    });
    const recovered = vi.fn<() => void>();
    reachability.onRecover(recovered);

    await send('first');
    await answer('first', 502);
    vi.advanceTimersByTime(5000);
    await send('second');
    await answer('second', 503);
    expect(reachability.get().unreachableSince).toBe(1_000_000);

    vi.advanceTimersByTime(12_000);
    expect(probes).toEqual([1_009_000, 1_017_000]);
    await send('probe');
    await answer('probe');
    vi.advanceTimersByTime(20_000);
    expect(probes).toHaveLength(2);
    expect(reachability.get().unreachableSince).toBeNull();
    expect(recovered).toHaveBeenCalledTimes(1);
    expect(reachability.recoveries()).toBe(1);
  });
});
