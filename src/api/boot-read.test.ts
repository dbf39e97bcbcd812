import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropBootRead, startBootRead, takeBootRead } from './boot-read';
import { createApiClient } from './client';
import { firstTracksUrl, instanceTracksParams } from './instances/track-load-params';
import { createFakeAuthBackend, json } from './testing/fake-auth-backend';
import { createMemoryTokenStore } from './token-store';

const BASE = 'http://backend.test';
const bootAnswer = { tracks: [{ id: 'boot' }], numTracks: 1 };
const liveAnswer = { tracks: [{ id: 'live' }], numTracks: 1 };

/** The app's client as src/api/client.ts makes it, over a fake backend, and the boot's network. */
function setup() {
  const backend = createFakeAuthBackend({
    token: 'token-0',
    refresh: 'refresh-0',
    onRequest: () => json(liveAnswer),
  });
  const tokens = createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' });
  const client = createApiClient({
    baseUrl: BASE,
    tokens,
    fetch: (request) => takeBootRead(request) ?? backend.fetch(request),
  });
  const network = vi.fn(async (_url: string, _init?: RequestInit) => json(bootAnswer));
  vi.stubGlobal('fetch', network);
  const firstPage = () =>
    client.GET('/api/track/{id}/{loadAll}', {
      params: instanceTracksParams('the lounge', { loadAll: false, queuedTrackNum: 50 }),
    });
  return { backend, tokens, client, network, firstPage };
}

describe("the boot script's read, taken by the app's client", () => {
  afterEach(() => {
    dropBootRead();
    vi.unstubAllGlobals();
  });

  it("answers the client's first request for that very address, once", async () => {
    const { backend, network, firstPage } = setup();
    startBootRead(firstTracksUrl(BASE, 'the lounge', 50), 'token-0');
    expect(network).toHaveBeenCalledWith(
      `${BASE}/api/track/the%20lounge/false?includePopular=false&includeRecent=false&includeRandom=false&queuedTrackNum=50`,
      { headers: { Accept: 'application/json', Authorization: 'Bearer token-0' } },
    );
    expect((await firstPage()).data).toEqual(bootAnswer);
    expect(backend.wire).toHaveLength(0);
    // Taken once: the next poll goes to the server.
    expect((await firstPage()).data).toEqual(liveAnswer);
    expect(backend.wire).toHaveLength(1);
  });

  it('is not taken for another address or once dropped', async () => {
    const { firstPage } = setup();
    startBootRead(firstTracksUrl(BASE, 'the lounge', 100), 'token-0');
    expect((await firstPage()).data).toEqual(liveAnswer);
    startBootRead(firstTracksUrl(BASE, 'the lounge', 50), 'token-0');
    dropBootRead();
    expect((await firstPage()).data).toEqual(liveAnswer);
  });

  it("is not taken by a request with another person's token", async () => {
    const { backend, firstPage } = setup();
    // The boot script's token was another session's: the app's request goes to the server.
    startBootRead(firstTracksUrl(BASE, 'the lounge', 50), 'token-of-someone-else');
    expect((await firstPage()).data).toEqual(liveAnswer);
    expect(backend.wire[0]?.authorization).toBe('Bearer token-0');
  });
});
