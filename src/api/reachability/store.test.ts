import type { Middleware } from 'openapi-fetch';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reachability, reachabilityMiddleware } from './store';

type Params = Parameters<NonNullable<Middleware['onRequest']>>[0];

/** A window stand-in: the online/offline events and navigator.onLine. */
const browser = Object.assign(new EventTarget(), { navigator: { onLine: true } });

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
  await reachabilityMiddleware.onRequest?.(call(id));
}

async function answer(id: string, status = 200) {
  await reachabilityMiddleware.onResponse?.({
    ...call(id),
    response: new Response(null, { status }),
  });
}

beforeAll(() => reachability.start(browser as unknown as Window));
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_000_000);
});
afterEach(() => {
  reachability.reset();
  vi.useRealTimers();
});

describe('the browser going offline', () => {
  it('is unreachable at once', () => {
    browser.dispatchEvent(new Event('offline'));
    expect(reachability.getSnapshot()).toMatchObject({
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
    expect(reachability.getSnapshot()).toMatchObject({
      offline: true,
      unreachableSince: 1_000_300,
    });
  });

  it('ends with an answer to a request sent after it', async () => {
    browser.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(1000);
    await send('sent-while-offline');
    await answer('sent-while-offline');
    expect(reachability.getSnapshot()).toMatchObject({ offline: false, unreachableSince: null });
  });

  it('ends with the online event', () => {
    browser.dispatchEvent(new Event('offline'));
    browser.dispatchEvent(new Event('online'));
    expect(reachability.getSnapshot().unreachableSince).toBeNull();
  });
});
