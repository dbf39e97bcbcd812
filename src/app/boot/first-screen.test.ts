import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@/api/client';
import { FIRST_SCREEN_REQUEST, takeFirstScreenAnswer } from '@/api/first-screen-answer';
import { instanceTracksParams } from '@/api/instances/track-load-request';
import { createMemoryTokenStore } from '@/api/token-store';

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

/**
 * Runs the boot script's work on `path` with the session cookie set, under the page
 * configuration `config` (read once when the modules load, as in the page); returns what it fetched.
 */
async function runBoot(path: string, config?: string) {
  document.head.innerHTML =
    config === undefined ? '' : `<meta name="dashboard-config" content='${config}'>`;
  vi.resetModules();
  const { startFirstScreen } = await import('./first-screen');
  window.history.replaceState(null, '', path);
  delete (globalThis as Window)[FIRST_SCREEN_REQUEST];
  const sent: { url: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', (url: string, init: { headers: Record<string, string> }) => {
    sent.push({ url, headers: init.headers });
    return Promise.resolve(new Response(JSON.stringify(answer), { status: 200 }));
  });
  startFirstScreen();
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
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (globalThis as Window)[FIRST_SCREEN_REQUEST];
  document.cookie = 'token=; path=/; max-age=0';
  document.head.innerHTML = '';
});

describe('the first-screen boot script (issue #32)', () => {
  it('sends the request the queue poll makes first: the client takes its answer', async () => {
    const sent = await runBoot('/lounge');
    expect(sent).toHaveLength(1);
    const { client, network } = appClient();

    const { data } = await getTracks(client, 'lounge');

    expect(network).not.toHaveBeenCalled();
    expect(data).toEqual(answer);
    expect(held()).toBeUndefined();
  });

  it('takes the id from /instances/:id/read and encodes it as the client does', async () => {
    const sent = await runBoot('/instances/a%20b%2Fc/read');
    const { client, network } = appClient();
    await getTracks(client, 'a b/c');
    expect(network).not.toHaveBeenCalled();
    expect(sent[0]?.url).toContain('/api/track/a%20b%2Fc/false?');
  });

  it('sizes the first page as the app reads the stored preference', async () => {
    localStorage.setItem('queuedTrackNum', '75');
    expect((await runBoot('/lounge'))[0]?.url).toMatch(/queuedTrackNum=75$/);
    // Out of bounds: the app clamps it, and so does the request.
    localStorage.setItem('queuedTrackNum', '500');
    const sent = await runBoot('/lounge');
    expect(sent[0]?.url).toMatch(/queuedTrackNum=100$/);
    const { client, network } = appClient();
    await getTracks(client, 'lounge', 100);
    expect(network).not.toHaveBeenCalled();
  });

  it("follows the page's configuration: its API and its base path", async () => {
    const both = '{"apiBaseUrl":"https://api.example/","basePath":"/dashboard/"}';
    const sent = await runBoot('/dashboard/instances/lounge/read', both);
    expect(sent[0]?.url).toMatch(/^https:\/\/api\.example\/api\/track\/lounge\/false\?/);
    const base = '{"basePath":"/dashboard/"}';
    expect(await runBoot('/dashboard/home', base)).toEqual([]);
    expect(await runBoot('/lounge', base)).toEqual([]);
    expect((await runBoot('/dashboard/lounge', base))[0]?.url).toMatch(
      /\/api\/track\/lounge\/false\?/,
    );
  });

  it('is never sent without a session or off an instance page', async () => {
    expect(await runBoot('/home')).toEqual([]);
    document.cookie = 'token=; path=/; max-age=0';
    expect(await runBoot('/lounge')).toEqual([]);
    expect(held()).toBeUndefined();
  });

  it('is not taken by a different request, nor by any request after the first', async () => {
    await runBoot('/lounge');
    const first = appClient();
    await getTracks(first.client, 'lounge', 20);
    expect(first.network).toHaveBeenCalledTimes(1);
    await getTracks(first.client, 'lounge');
    expect(first.network).toHaveBeenCalledTimes(2);
  });

  it('rejects as fetch does when the request is aborted before it answers', async () => {
    await runBoot('/lounge');
    const controller = new AbortController();
    controller.abort();
    const request = new Request(String(held() && (held() as { url: string }).url), {
      headers: { accept: 'application/json', authorization: `Bearer ${TOKEN}` },
      signal: controller.signal,
    });
    await expect(takeFirstScreenAnswer(request)).rejects.toBeDefined();
  });

  it('preloads the now-playing cover at high priority once it answers', async () => {
    await runBoot('/lounge');
    await vi.waitFor(() => expect(document.head.querySelector('link[as="image"]')).not.toBeNull());
    const link = document.head.querySelector<HTMLLinkElement>('link[as="image"]');
    expect(link?.href).toBe(`${location.origin}/mock-assets/covers/now.svg`);
    expect(link?.getAttribute('fetchpriority')).toBe('high');
    expect(link?.rel).toBe('preload');
  });
});
