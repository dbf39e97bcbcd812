// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from '../../../mock-api/create-mock-api';
import { createMockHandlers } from '../../../mock-api/msw-handlers';
import { ApiError } from '../api-error';
import { tokenStore } from '../token-store';
import { useDownloadPlaylistMetadata } from './use-download-playlist-metadata';
import { useDownloadTrackMetadata } from './use-download-track-metadata';

// The seeded mock: 'Rainy Day Jazz?' by Kofi has 12 tracks.
const mock = createMockApi({ mount: 'msw' });
const server = setupServer(...createMockHandlers(mock));
const PLAYLIST_ID = 'gj3JAJvPycdgOvvGkRABI0';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => tokenStore.clearTokens());
afterAll(() => server.close());

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;
}

async function signInAs(persona: 'dj' | 'listener') {
  tokenStore.setTokens(await mock.signIn(persona));
}

describe('downloader metadata hooks against the mock', () => {
  it('loads a playlist with every track for the DJ', async () => {
    await signInAs('dj');
    const { result } = renderHook(() => useDownloadPlaylistMetadata(PLAYLIST_ID), { wrapper });
    await waitFor(() => expect(result.current.data).toBeDefined());
    expect(result.current.data).toMatchObject({ name: 'Rainy Day Jazz?', ownerName: 'Kofi' });
    expect(result.current.data?.tracks).toHaveLength(12);
  });

  it('loads the first playlist track by id', async () => {
    await signInAs('dj');
    const playlist = await mock.fetch(
      new Request(`http://mock.test/api/meta/spotify/playlist/${PLAYLIST_ID}`, {
        headers: { Authorization: `Bearer ${tokenStore.getToken()}` },
      }),
    );
    const { tracks } = (await playlist.json()) as { tracks: { id: string; title: string }[] };
    const first = tracks[0]!;
    const { result } = renderHook(() => useDownloadTrackMetadata(first.id), { wrapper });
    await waitFor(() => expect(result.current.data?.title).toBe(first.title));
    expect(result.current.data).toMatchObject({ id: first.id, isExplicit: expect.any(Boolean) });
  });

  it('is refused for a listener without flags:allow-download', async () => {
    await signInAs('listener');
    const { result } = renderHook(() => useDownloadPlaylistMetadata(PLAYLIST_ID), { wrapper });
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.error?.status).toBe(403);
  });

  it('sends nothing while no id is chosen', () => {
    const { result } = renderHook(() => useDownloadTrackMetadata(null), { wrapper });
    expect(result.current.isLoading).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
