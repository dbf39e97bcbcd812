// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../testing/fake-auth-backend';
import { tokenStore } from '../token-store';
import { useInstances } from './use-instances';

// Timing-based (SWR polling, waitFor): roomy limits for a busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const jwt = `${base64url({ alg: 'HS256' })}.${base64url({ DiscordId: '1', DiscordUsername: 'ann' })}.sig`;
const list = { instances: [], tracks: {}, presences: {} };

function stubBackend() {
  const wire: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    wire.push(request);
    return json(list);
  });
  return wire;
}

afterEach(() => {
  vi.unstubAllGlobals();
  tokenStore.clearTokens();
});

describe('useInstances', () => {
  it('stays idle while signed out', async () => {
    const wire = stubBackend();

    const { result } = renderHook(() => useInstances().data, { wrapper });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current).toBeUndefined();
    expect(wire).toEqual([]);
  });

  it('loads same-origin GET /api/instance with the token once signed in', async () => {
    const wire = stubBackend();
    const { result } = renderHook(() => useInstances().data, { wrapper });

    act(() => tokenStore.setTokens({ jwt, refresh: 'refresh-1' }));

    await waitFor(() => expect(result.current).toEqual(list), { timeout: 5000 });
    expect(wire.map((request) => [request.method, request.url])).toEqual([
      ['GET', `${location.origin}/api/instance`],
    ]);
    expect(wire[0]?.headers.get('Authorization')).toBe(`Bearer ${jwt}`);
  });
});
