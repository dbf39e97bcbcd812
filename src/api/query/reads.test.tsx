// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createQueryHook } from 'swr-openapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { createApiClient, type ApiClient, type ApiPaths } from '../client';
import { json } from '../testing/fake-auth-backend';
import { createMemoryTokenStore } from '../token-store';
import { preloadRead, READ_KEY_PREFIX, reads, useApiQuery } from './reads';

// Timing-based (SWR polling, waitFor): roomy limits for a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

const BASE = 'http://api.test';

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

/** A client whose "server" is `answer`, recording what went over the wire. */
function clientFor(answer: (request: Request) => Response | Promise<Response>) {
  const wire: { url: string; signal: AbortSignal }[] = [];
  const client = createApiClient({
    baseUrl: BASE,
    tokens: createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' }),
    fetch: async (request) => {
      wire.push({ url: request.url, signal: request.signal });
      return answer(request);
    },
  });
  return { client, wire };
}

/** swr-openapi's hook over a test's client, as reads.ts makes the app's. */
const hookOver = (client: ApiClient) =>
  createQueryHook<ApiPaths, `${string}/${string}`, typeof READ_KEY_PREFIX, ApiError>(
    client,
    READ_KEY_PREFIX,
  );

/** The app's client (preloads go through it) over a stubbed global fetch. */
function stubGlobalFetch(answer: () => Response | Promise<Response>) {
  const wire: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    wire.push(request.url);
    return answer();
  });
  return wire;
}

afterEach(() => vi.unstubAllGlobals());

const trackLoad = {
  roles: [],
  presentUsers: [],
  instance: { id: 'inst-1', lyrics: [], audits: [] },
  tracks: [],
  numTracks: 0,
  duration: 0,
};

describe('reads', () => {
  it("a preload starts the request at once and the hook's first fetch takes it (one request)", async () => {
    let release = () => {};
    const wire = stubGlobalFetch(
      () => new Promise((resolve) => (release = () => resolve(json(trackLoad)))),
    );
    const init = {
      params: { path: { id: 'preloaded', loadAll: false }, query: { queuedTrackNum: 50 } },
    };

    // SWR keeps preloads in its default cache: no provider of its own here.
    void preloadRead('/api/track/{id}/{loadAll}', init);
    await waitFor(() => expect(wire).toHaveLength(1));
    const { result } = renderHook(() => useApiQuery('/api/track/{id}/{loadAll}', init, reads()));
    release();

    await waitFor(() => expect(result.current.data?.numTracks).toBe(0), { timeout: 5000 });
    expect(wire).toEqual([`${location.origin}/api/track/preloaded/false?queuedTrackNum=50`]);
  });

  it('a preloaded answer that arrives before any screen asks is drawn by the first render', async () => {
    const wire = stubGlobalFetch(() => json({ ...trackLoad, numTracks: 7 }));
    const init = {
      params: { path: { id: 'answered-early', loadAll: false }, query: { queuedTrackNum: 50 } },
    };

    // The answer is read and parsed before the screen renders.
    await act(() => preloadRead('/api/track/{id}/{loadAll}', init));
    const drawn: (number | undefined)[] = [];
    const { result } = renderHook(() => {
      const answer = useApiQuery('/api/track/{id}/{loadAll}', init, reads());
      drawn.push(answer.data?.numTracks);
      return answer;
    });

    expect(drawn[0]).toBe(7);
    // The mount's revalidation takes the preload: still one request.
    await waitFor(() => expect(result.current.isValidating).toBe(false));
    expect(wire).toHaveLength(1);
  });

  it('requests the path with its params and returns the data', async () => {
    const { client, wire } = clientFor(() => json(trackLoad));
    const useQuery = hookOver(client);
    const init = {
      params: {
        path: { id: 'inst-1', loadAll: false },
        query: { includePopular: false, queuedTrackNum: 50 },
      },
    };

    const { result } = renderHook(() => useQuery('/api/track/{id}/{loadAll}', init, reads()), {
      wrapper,
    });

    await waitFor(() => expect(result.current.data?.numTracks).toBe(0), { timeout: 5000 });
    expect(wire.map((request) => request.url)).toEqual([
      `${BASE}/api/track/inst-1/false?includePopular=false&queuedTrackNum=50`,
    ]);
  });

  it('sends nothing while the init is null', async () => {
    const { client, wire } = clientFor(() => json(trackLoad));
    const useQuery = hookOver(client);

    const { result } = renderHook(() => useQuery('/api/instance', null, reads()), { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoading).toBe(false);
    expect(wire).toEqual([]);
  });

  it('fails with an ApiError carrying the status and body', async () => {
    const refusal = { message: 'Forbidden', permission: 'web:meta:spotify' };
    const { client } = clientFor(() => json(refusal, 403));
    const useQuery = hookOver(client);

    const { result } = renderHook(
      () =>
        useQuery(
          '/api/meta/spotify/{instanceId}/album/{id}',
          { params: { path: { instanceId: 'i', id: 'a' } } },
          reads({ shouldRetryOnError: false }),
        ),
      { wrapper },
    );

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError), { timeout: 5000 });
    expect(result.current.error).toMatchObject({ status: 403, body: refusal });
  });

  it('fails on an error answer with an empty body too: no success without data', async () => {
    const { client } = clientFor(
      () => new Response(null, { status: 500, headers: { 'Content-Length': '0' } }),
    );
    const useQuery = hookOver(client);

    const { result } = renderHook(
      () => useQuery('/api/instance', { params: {} }, reads({ shouldRetryOnError: false })),
      { wrapper },
    );

    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError), { timeout: 5000 });
    expect(result.current.error?.status).toBe(500);
    expect(result.current.data).toBeUndefined();
  });

  it('polls at its interval (the dedupe window does not swallow it)', async () => {
    const { client, wire } = clientFor(() => json({ instances: [], tracks: {}, presences: {} }));
    const useQuery = hookOver(client);

    renderHook(() => useQuery('/api/instance', { params: {} }, reads({ refreshInterval: 100 })), {
      wrapper,
    });

    await waitFor(() => expect(wire.length).toBeGreaterThanOrEqual(4), { timeout: 10_000 });
  }, 20_000);

  it('a read between two polls answers the next tick: no second request that soon', async () => {
    const { client, wire } = clientFor(() => json({ instances: [], tracks: {}, presences: {} }));
    const useQuery = hookOver(client);
    const { result } = renderHook(
      () => useQuery('/api/instance', { params: {} }, reads({ refreshInterval: 2000 })),
      { wrapper },
    );
    await waitFor(() => expect(wire).toHaveLength(1), { timeout: 5000 });
    const firstAt = Date.now();

    // Another read a moment after the first (a refresh after an action, the ask after an outage).
    await new Promise((resolve) => setTimeout(resolve, 600));
    await act(() => result.current.mutate());
    expect(wire).toHaveLength(2);

    // The poll's tick 2 s after the first read finds the other read fresh: nothing goes out.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, firstAt + 2600 - Date.now())));
    expect(wire).toHaveLength(2);
    // And the poll goes on at its next tick.
    await waitFor(() => expect(wire).toHaveLength(3), { timeout: 5000 });
  }, 20_000);

  it('keeps the data of an unchanged answer and takes a changed one', async () => {
    let numTracks = 3;
    const { client, wire } = clientFor(() =>
      json({ ...trackLoad, tracks: [{ id: 't1' }], numTracks }),
    );
    const useQuery = hookOver(client);
    const renders: unknown[] = [];
    const { result } = renderHook(
      () => {
        const query = useQuery(
          '/api/track/{id}/{loadAll}',
          { params: { path: { id: 'inst-1', loadAll: true } } },
          reads({ refreshInterval: 100 }),
        );
        renders.push(query.data);
        return query;
      },
      { wrapper },
    );

    await waitFor(() => expect(result.current.data?.numTracks).toBe(3), { timeout: 5000 });
    const first = result.current.data;
    const seen = wire.length;
    await waitFor(() => expect(wire.length).toBeGreaterThanOrEqual(seen + 3), { timeout: 10_000 });
    // Three equal answers later: the very same object, and no render that brought new data.
    expect(result.current.data).toBe(first);
    expect(new Set(renders.filter(Boolean)).size).toBe(1);
    numTracks = 4;
    await waitFor(() => expect(result.current.data?.numTracks).toBe(4), { timeout: 5000 });
    // What did not change is kept: the same tracks array as before.
    expect(result.current.data?.tracks).toBe(first?.tracks);
  }, 20_000);

  it('aborts a request superseded by a newer one and keeps the newer result', async () => {
    const answers: ((response: Response) => void)[] = [];
    // Like a real fetch: an aborted request rejects with an AbortError.
    const { client, wire } = clientFor(
      (request) =>
        new Promise<Response>((resolve, reject) => {
          answers.push(resolve);
          request.signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const useQuery = hookOver(client);
    // Read data and error while rendering, as a component does (SWR re-renders for what is read).
    const errorsShown: unknown[] = [];
    const { result } = renderHook(
      () => {
        const { data, error, mutate } = useQuery('/api/auth/code', { params: {} }, reads());
        if (error) errorsShown.push(error);
        return { data, error, mutate };
      },
      { wrapper },
    );
    await waitFor(() => expect(wire).toHaveLength(1), { timeout: 5000 });

    // A forced revalidation while the first request is still on the wire.
    let revalidation: Promise<unknown> = Promise.resolve();
    act(() => {
      revalidation = result.current.mutate();
    });
    await waitFor(() => expect(wire).toHaveLength(2), { timeout: 5000 });
    answers[1]?.(json({ code: 'second' }));
    answers[0]?.(json({ code: 'first' }));
    await act(() => revalidation);

    expect(wire[0]?.signal.aborted).toBe(true);
    expect(wire[1]?.signal.aborted).toBe(false);
    await waitFor(() => expect(result.current.data).toEqual({ code: 'second' }), { timeout: 5000 });
    expect(errorsShown).toEqual([]);
  });
});
