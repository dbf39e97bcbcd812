import type { Page } from '@playwright/test';
import { sessionCookies } from './sign-in';

interface TrackLoad {
  tracks: { id: string; name: string; isPlaying?: boolean }[];
  numTracks: number;
  instance: { playerVolume: number; playerProgress: number; playerStateType: number };
}

/**
 * What the server holds for an instance, read over the API with the page's session, so a
 * journey can assert that an action landed on the server and not only in the page.
 */
export async function serverState(page: Page, instanceId = 'lounge') {
  const { token } = await sessionCookies(page);
  const response = await page.request.get(`/api/track/${instanceId}/true`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  if (!response.ok()) throw new Error(`GET tracks answered ${response.status()}`);
  const load = (await response.json()) as TrackLoad;
  return {
    queuedIds: load.tracks.filter((track) => track.isPlaying !== true).map((track) => track.id),
    queuedNames: load.tracks.filter((track) => track.isPlaying !== true).map((track) => track.name),
    numTracks: load.numTracks,
    volume: load.instance.playerVolume,
    progress: load.instance.playerProgress,
    /** 0 Playing, 1 Paused, 2 Stopped. */
    playerStateType: load.instance.playerStateType,
  };
}
