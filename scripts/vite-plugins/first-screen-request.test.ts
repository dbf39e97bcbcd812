import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { FIRST_SCREEN_REQUEST, takeFirstScreenAnswer } from '../../src/api/first-screen-answer';
import { instanceTracksParams } from '../../src/api/hooks/use-instance-tracks';
import { createMemoryTokenStore } from '../../src/api/token-store';
import { PREFERENCES } from '../../src/lib/preferences/table';
import { firstScreenScript, QUEUED_TRACK_NUM } from './first-screen';

const TOKEN = 'header.payload.signature';
const answer = {
  instance: { id: 'lounge' },
  tracks: [
    { id: 1, isPlaying: false, imageUrl: '/mock-assets/covers/next.svg' },
    { id: 2, isPlaying: true, imageUrl: '/mock-assets/covers/now.svg' },
  ],
};

type Window = typeof globalThis & Record<string, unknown>;
const held = () => (globalThis as Window)[FIRST_SCREEN_REQUEST];

/** Runs the built script on `path` with the session cookie set; returns what it fetched. */
function runScript(path: string, options: { apiBase?: string } = {}) {
  window.history.replaceState(null, '', path);
  const sent: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, headers: init.headers });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  const source = firstScreenScript({
    routeFiles: ['/assets/instance-route.js'],
    trackLoad: { apiBase: options.apiBase ?? '', queuedTrackNum: QUEUED_TRACK_NUM },
  });
  new Function(source)();
  return sent;
}

/** The app's client on this origin; `network` answers whatever the held answer does not. */
function appClient() {
  const network = vi.fn((_request: Request) =>
    Promise.resolve(new Response(JSON.stringify({ tracks: [] }), { status: 200 })),
  );
  const client = createApiClient({
    baseUrl: location.origin,
    tokens: createMemoryTokenStore({ jwt: TOKEN, refresh: 'refresh' }),
    fetch: (request) => takeFirstScreenAnswer(request) ?? network(request),
  });
  return { client, network };
}

function getTracks(client: ReturnType<typeof createApiClient>, id: string, queuedTrackNum = 50) {
  return client.GET('/api/track/{id}/{loadAll}', {
    params: instanceTracksParams(id, { loadAll: false, queuedTrackNum }),
  });
}

beforeEach(() => {
  document.cookie = `token=${encodeURIComponent(TOKEN)}; path=/`;
  localStorage.clear();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Window)[FIRST_SCREEN_REQUEST];
  document.cookie = 'token=; path=/; max-age=0';
});

describe('the first-screen track-load request (issue #32)', () => {
  it('is the request the queue poll makes first: the client takes its answer', async () => {
    const sent = runScript('/lounge');
    expect(sent).toHaveLength(1);
    const { client, network } = appClient();

    const { data } = await getTracks(client, 'lounge');

    expect(network).not.toHaveBeenCalled();
    expect(data).toEqual(answer);
    expect(held()).toBeUndefined();
  });

  it('takes the id from /instances/:id/read and encodes it as the client does', async () => {
    const sent = runScript('/instances/a%20b%2Fc/read');
    const { client, network } = appClient();
    await getTracks(client, 'a b/c');
    expect(network).not.toHaveBeenCalled();
    expect(sent[0]?.url).toContain('/api/track/a%20b%2Fc/false?');
  });

  it('uses the stored first-page size, and sends nothing for one the app would correct', async () => {
    localStorage.setItem('queuedTrackNum', '75');
    expect(runScript('/lounge')[0]?.url).toMatch(/queuedTrackNum=75$/);
    localStorage.setItem('queuedTrackNum', '500');
    delete (globalThis as Window)[FIRST_SCREEN_REQUEST];
    expect(runScript('/lounge')).toEqual([]);
  });

  it('goes to VITE_API_BASE_URL when one is set', () => {
    const sent = runScript('/lounge', { apiBase: 'https://api.example' });
    expect(sent[0]?.url).toMatch(/^https:\/\/api\.example\/api\/track\/lounge\/false\?/);
  });

  it("follows the page's configuration: its API and its base path", () => {
    document.head.innerHTML = `<meta name="dashboard-config" content='{"apiBaseUrl":"https://api.example/","basePath":"/dashboard/"}'>`;
    const sent = runScript('/dashboard/instances/lounge/read');
    expect(sent[0]?.url).toMatch(/^https:\/\/api\.example\/api\/track\/lounge\/false\?/);
    delete (globalThis as Window)[FIRST_SCREEN_REQUEST];
    document.head.innerHTML = `<meta name="dashboard-config" content='{"basePath":"/dashboard/"}'>`;
    expect(runScript('/dashboard/home')).toEqual([]);
    expect(runScript('/lounge')).toEqual([]);
    expect(runScript('/dashboard/lounge')[0]?.url).toMatch(/\/api\/track\/lounge\/false\?/);
  });

  it('is never sent without a session or off an instance page', () => {
    expect(runScript('/home')).toEqual([]);
    document.cookie = 'token=; path=/; max-age=0';
    expect(runScript('/lounge')).toEqual([]);
    expect(held()).toBeUndefined();
  });

  it('is not taken by a different request, nor by any request after the first', async () => {
    runScript('/lounge');
    const first = appClient();
    await getTracks(first.client, 'lounge', 20);
    expect(first.network).toHaveBeenCalledTimes(1);
    await getTracks(first.client, 'lounge');
    expect(first.network).toHaveBeenCalledTimes(2);
  });

  it('rejects as fetch does when the request is aborted before it answers', async () => {
    runScript('/lounge');
    const controller = new AbortController();
    controller.abort();
    const request = new Request(String(held() && (held() as { url: string }).url), {
      headers: { accept: 'application/json', authorization: `Bearer ${TOKEN}` },
      signal: controller.signal,
    });
    await expect(takeFirstScreenAnswer(request)).rejects.toBeDefined();
  });

  it('preloads the now-playing cover at high priority once it answers', async () => {
    runScript('/lounge');
    await vi.waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[as="image"]');
    expect(link?.href).toBe(`${location.origin}/mock-assets/covers/now.svg`);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.rel).toBe('preload');
  });

  it("sizes the first page as the queuedTrackNum preference's table does", () => {
    const { default: value, min, max } = PREFERENCES.queuedTrackNum;
    expect(QUEUED_TRACK_NUM).toEqual({ default: value, min, max });
  });
});
