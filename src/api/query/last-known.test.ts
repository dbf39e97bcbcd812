// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { createQueryHook } from 'swr-openapi';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiError } from '../api-error';
import { createApiClient, type ApiPaths } from '../client';
import { json } from '../testing/fake-auth-backend';
import { createMemoryTokenStore, tokenStore } from '../token-store';
import { createLastKnown, lastKnown, lastKnownSince } from './last-known';
import {
  boundedScreenText,
  parseStoredScreen,
  parseStoredSnapshot,
  type ScreenSnapshot,
} from './last-known-store';
import { READ_KEY_PREFIX, reads } from './reads';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
const tokenOf = (id: string) =>
  `${base64url('{"alg":"none"}')}.${base64url(JSON.stringify({ DiscordId: id, DiscordUsername: `user ${id}` }))}.sig`;

/** A token store the test signs in and out of. */
function fakeTokens(id: string | null) {
  const tokens = createMemoryTokenStore(id === null ? undefined : { jwt: tokenOf(id) });
  return Object.assign(tokens, {
    signIn(next: string | null) {
      if (next === null) tokens.clearTokens();
      else tokens.setTokens({ jwt: tokenOf(next), refresh: 'refresh' });
    },
  });
}

const LIST_KEY = ['api', '/api/instance', { params: {} }] as const;
const NOW = Date.UTC(2026, 11, 2, 12);
const store = (owner: string) => `bot-dashboard:last-screen:v2:${owner}`;
const screen = (...entries: { key: readonly unknown[]; data: object; at: number }[]) =>
  JSON.stringify({ entries });

/** What a screen of the page reads for `key` from SWR's one cache, without asking the server. */
/** A page as the capture hands it over: a home with nothing marked, unless told otherwise. */
const drawnPage = (page: Partial<ScreenSnapshot> = {}): ScreenSnapshot => ({
  path: '/home',
  look: '[]',
  build: '',
  html: '<main></main>',
  notice: '',
  at: NOW,
  ...page,
});

function cached(key: readonly unknown[]) {
  // A fresh cache per render would hide the store's writes: the default cache, as the app uses.
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(SWRConfig, { value: { revalidateOnMount: false } }, children);
  return renderHook(() => useSWR(key, null), { wrapper }).result.current.data as unknown;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  tokenStore.clearTokens();
  localStorage.clear();
});

describe('the last screen before the network', () => {
  it("draws the signed-in person's last answers, marked, and removes everyone else's", () => {
    const servers = [{ id: 'lounge', name: 'The Lounge' }];
    localStorage.setItem(store('2'), screen({ key: LIST_KEY, data: servers, at: NOW - 60_000 }));
    localStorage.setItem(store('3'), screen({ key: LIST_KEY, data: [{ id: 'x' }], at: NOW }));
    localStorage.setItem('bot-dashboard:last-screen:v1:2', '{}');
    const lastKnown = createLastKnown({ tokens: fakeTokens('2'), now: () => NOW });

    expect(lastKnown.restore()).toBe(1);
    const shown = cached(LIST_KEY);
    expect(shown).toEqual(servers);
    expect(lastKnown.since(shown)).toBe(NOW - 60_000);
    expect(Object.keys(localStorage)).toEqual([store('2')]);
  });

  it('reads nothing and keeps nothing of anyone when no one is signed in', () => {
    localStorage.setItem(store('2'), screen({ key: ['api', '/api/x', {}], data: [1], at: NOW }));
    const lastKnown = createLastKnown({ tokens: fakeTokens(null), now: () => NOW });
    expect(lastKnown.restore()).toBe(0);
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('leaves out answers older than a week', () => {
    const old = NOW - 8 * 24 * 60 * 60 * 1000;
    localStorage.setItem(store('2'), screen({ key: ['api', '/api/old', {}], data: [1], at: old }));
    const lastKnown = createLastKnown({ tokens: fakeTokens('2'), now: () => NOW });
    expect(lastKnown.restore()).toBe(0);
  });

  it("keeps a live answer for the person who asked, and never one asked under another's session", () => {
    const tokens = fakeTokens('2');
    const lastKnown = createLastKnown({ tokens, now: () => NOW });
    lastKnown.restore();
    const live = [{ id: 'lounge' }];
    lastKnown.remember(LIST_KEY, live, lastKnown.asker());
    expect(lastKnown.since(live)).toBeUndefined();
    lastKnown.flush();
    expect(parseStoredScreen(localStorage.getItem(store('2')))).toEqual([
      { key: LIST_KEY, data: live, at: NOW },
    ]);

    const askedByTwo = lastKnown.asker();
    tokens.signIn('3');
    lastKnown.remember(['api', '/api/track/a', {}], [{ id: 'theirs' }], askedByTwo);
    lastKnown.flush();
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it("empties the person's store and the page's cache when the session ends", () => {
    const tokens = fakeTokens('2');
    localStorage.setItem(store('2'), screen({ key: LIST_KEY, data: [{ id: 'lounge' }], at: NOW }));
    const lastKnown = createLastKnown({ tokens, now: () => NOW });
    lastKnown.restore();
    tokens.signIn(null);
    expect(localStorage.getItem(store('2'))).toBeNull();
    expect(cached(LIST_KEY)).toBeUndefined();
  });

  it('keeps the page as drawn with the answers, and for its person only', () => {
    const tokens = fakeTokens('2');
    const lastKnown = createLastKnown({ tokens, now: () => NOW });
    lastKnown.restore();
    const drawn = drawnPage({
      path: '/lounge',
      look: '["dark"]',
      build: './assets/index-a1.js',
      html: '<main><h1>The Lounge</h1></main>',
      notice: 'Last known state, from 11:59:00 AM. Updating…',
    });
    let asked: unknown;
    lastKnown.keepScreenWith((entries) => {
      asked = entries;
      return drawn;
    });
    lastKnown.remember(LIST_KEY, [{ id: 'lounge' }], lastKnown.asker());
    lastKnown.flush();
    expect(parseStoredSnapshot(localStorage.getItem(store('2')))).toEqual(drawn);
    // The capture is told the answers it is kept with (the notice shows the server list's time).
    expect(asked).toEqual([{ key: LIST_KEY, data: [{ id: 'lounge' }], at: NOW }]);
    tokens.signIn(null);
    expect(localStorage.getItem(store('2'))).toBeNull();
  });

  it('keeps the page as drawn when it is left, though no answer changed', () => {
    localStorage.setItem(store('2'), screen({ key: LIST_KEY, data: [{ id: 'lounge' }], at: NOW }));
    const lastKnown = createLastKnown({ tokens: fakeTokens('2'), now: () => NOW });
    lastKnown.restore();
    const drawn = drawnPage();
    lastKnown.keepScreenWith(() => drawn);
    window.dispatchEvent(new Event('pagehide'));
    expect(parseStoredSnapshot(localStorage.getItem(store('2')))).toEqual(drawn);
    expect(parseStoredScreen(localStorage.getItem(store('2')))).toHaveLength(1);
  });

  it("keeps no page for a person while it may still show the one before's", () => {
    // People of their own: the earlier tests' stores also write when the page is left.
    const tokens = fakeTokens('12');
    const lastKnown = createLastKnown({ tokens, now: () => NOW });
    lastKnown.restore();
    const drawn = drawnPage({ html: '<main>12</main>' });
    lastKnown.keepScreenWith(() => drawn);
    tokens.signIn('13');
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(store('12'))).toBeNull();
    expect(parseStoredSnapshot(localStorage.getItem(store('13')))).toBeUndefined();
    // Their first live answer is drawn in the turn it comes: from then on their page is kept.
    lastKnown.remember(LIST_KEY, [{ id: 'study-hall' }], lastKnown.asker());
    window.dispatchEvent(new Event('pagehide'));
    expect(parseStoredSnapshot(localStorage.getItem(store('13')))).toEqual(drawn);
  });

  it('keeps the newest answers within its bounds', () => {
    const big = Array.from({ length: 5000 }, (_, i) => ({ id: `t${i}`, name: 'x'.repeat(40) }));
    const entries = Array.from({ length: 12 }, (_, i) => ({
      key: ['api', '/api/track/{id}/{loadAll}', { params: { path: { id: `s${i}` } } }],
      data: i === 11 ? big : [{ id: i }],
      at: NOW + i,
    }));
    const kept = parseStoredScreen(boundedScreenText(entries));
    // The newest went, too big on its own; of the rest, the newest eight stayed.
    expect(kept.map((entry) => entry.at)).toEqual(
      Array.from({ length: 8 }, (_, i) => NOW + 10 - i),
    );
  });

  it('a live answer equal to the last-known one is shown as live', async () => {
    const servers = { instances: [{ id: 'lounge' }], tracks: {}, presences: {} };
    tokenStore.setTokens({ jwt: tokenOf('2'), refresh: 'refresh-2' });
    localStorage.setItem(
      store('2'),
      screen({ key: LIST_KEY, data: servers, at: Date.now() - 60_000 }),
    );
    // The page's store, into SWR's default cache, as src/main.tsx does before the first render.
    expect(lastKnown.restore()).toBe(1);
    const client = createApiClient({
      baseUrl: 'http://api.test',
      tokens: createMemoryTokenStore({ jwt: tokenOf('2'), refresh: 'refresh-2' }),
      fetch: async () => json(servers),
    });
    const useQuery = createQueryHook<ApiPaths, `${string}/${string}`, 'api', ApiError>(
      client,
      READ_KEY_PREFIX,
    );
    const shown: { data: unknown; since: number | undefined }[] = [];
    renderHook(() => {
      const { data } = useQuery(
        '/api/instance',
        { params: {} },
        reads({ keepsLastKnown: () => true }),
      );
      shown.push({ data, since: lastKnownSince(data) });
    });

    expect(shown[0]?.since).toBeDefined();
    await waitFor(() => expect(shown.at(-1)?.since).toBeUndefined());
    expect(shown.at(-1)?.data).toEqual(servers);
  });
});
