// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createQueryHook } from 'swr-openapi';
import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '../api-error';
import { createApiClient, type ApiPaths } from '../client';
import { json } from '../testing/fake-auth-backend';
import { createMemoryTokenStore } from '../token-store';
import { observeAnswers } from './observe-answers';
import { READ_KEY_PREFIX, reads } from './reads';

// Timing-based (SWR revalidation, waitFor): roomy limits for a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

const trackLoad = {
  roles: [],
  presentUsers: [],
  instance: { id: 'inst-1', lyrics: [], audits: [] },
  tracks: [{ id: 'a' }],
  numTracks: 1,
  duration: 0,
};

describe('observeAnswers', () => {
  it('stamps each request as it goes out and reports every answer, identical ones too', async () => {
    let sent = 0;
    const client = createApiClient({
      baseUrl: 'http://api.test',
      tokens: createMemoryTokenStore({ jwt: 'token-0', refresh: 'refresh-0' }),
      fetch: async () => {
        sent += 1;
        return json(trackLoad);
      },
    });
    const useQuery = createQueryHook<ApiPaths, `${string}/${string}`, 'api', ApiError>(
      client,
      READ_KEY_PREFIX,
    );
    // What the observer saw: each stamp with the requests on the wire when it was given, and
    // each answer with its stamp.
    const stamps: { stamp: number; sentBefore: number }[] = [];
    const answers: { data: unknown; stamp: number }[] = [];
    const use = [
      observeAnswers<unknown>({
        requested: () => {
          stamps.push({ stamp: stamps.length + 1, sentBefore: sent });
          return stamps.length;
        },
        answered: (data, stamp) => answers.push({ data, stamp }),
      }),
    ];
    const { result } = renderHook(
      () =>
        useQuery(
          '/api/track/{id}/{loadAll}',
          { params: { path: { id: 'inst-1', loadAll: true }, query: {} } },
          reads({ use }),
        ),
      { wrapper },
    );
    await waitFor(() => expect(answers).toHaveLength(1));
    await act(() => result.current.mutate());
    await act(() => result.current.mutate());

    expect(stamps).toEqual([
      { stamp: 1, sentBefore: 0 },
      { stamp: 2, sentBefore: 1 },
      { stamp: 3, sentBefore: 2 },
    ]);
    expect(answers.map((answer) => answer.stamp)).toEqual([1, 2, 3]);
    // An equal answer is the same object (nothing for SWR to render), and still reported.
    expect(answers[1]!.data).toBe(answers[0]!.data);
    expect(answers[2]!.data).toBe(answers[0]!.data);
    expect(answers[0]!.data).toEqual(trackLoad);
  });
});
