// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createWholeQueueHolder } from '../query/first-page-polls';
import { json } from '../testing/fake-auth-backend';
import { useInstanceTracks } from './use-instance-tracks';

// Timing-based (SWR revalidation, waitFor): roomy limits for a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

const PAGE = 5;
const track = (n: number, name = `Track ${n}`) => ({
  id: `t${n}`,
  name,
  duration: 1000,
  isPlaying: n === 0,
});

/** The server: a playing track and 20 queued, answering the whole queue or its first page. */
function stubServer() {
  let queue = Array.from({ length: 21 }, (_, n) => track(n));
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    const whole = url.pathname.endsWith('/true');
    asked.push(whole ? 'whole' : 'page');
    const tracks = whole ? queue : queue.slice(0, PAGE + 1);
    return json({
      roles: [],
      presentUsers: [],
      instance: { id: 'lounge', lyrics: [], audits: [] },
      tracks,
      numTracks: queue.length - 1,
      duration: (queue.length - 1) * 1000,
    });
  });
  return {
    asked,
    rename(n: number, name: string) {
      queue = queue.map((t, i) => (i === n ? track(n, name) : t));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('the queue poll after "Load N more tracks"', () => {
  it('asks for the first page, and an unchanged join is the same answer: nothing to render', async () => {
    const server = stubServer();
    const wholeQueue = createWholeQueueHolder();
    const { result } = renderHook(
      () =>
        useInstanceTracks('lounge', {
          loadAll: true,
          queuedTrackNum: PAGE,
          paused: true,
          wholeQueue,
        }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.data?.tracks).toHaveLength(21));
    const first = result.current.data;

    await act(() => result.current.mutate());
    await act(() => result.current.mutate());

    expect(server.asked).toEqual(['whole', 'page', 'page']);
    expect(result.current.data).toBe(first);

    // A change on the first page: a new answer that keeps every track that did not change.
    server.rename(2, 'Renamed');
    await act(() => result.current.mutate());
    expect(server.asked.at(-1)).toBe('page');
    const changed = result.current.data;
    expect(changed).not.toBe(first);
    expect(changed?.tracks[2]).toMatchObject({ id: 't2', name: 'Renamed' });
    expect(changed?.tracks[1]).toBe(first?.tracks[1]);
    expect(changed?.tracks[20]).toBe(first?.tracks[20]);
  });
});
