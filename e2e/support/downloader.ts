import type { Page } from '@playwright/test';
import { signInAs } from './sign-in';
import { expect } from './test';

/** What the downloader journeys drop: seeded playlists of the mock's catalogue. */
export const PLAYLISTS = {
  /** 'Rainy Day Jazz?' by Kofi: 12 tracks, none broken on purpose. */
  rainyDay: 'gj3JAJvPycdgOvvGkRABI0',
  /** 'Tiny Playlist' by Lena Listener: 'Broken Satellite' and 'Summer Engines'. */
  tiny: 'Ydm3ruhl70DMboM1WzKEEW',
} as const;

export const playlistLink = (id: string) => `https://open.spotify.com/playlist/${id}`;
export const trackLink = (id: string) => `https://open.spotify.com/track/${id}`;

export interface PlaylistTrack {
  id: string;
  title: string;
  artists: { name: string }[];
}

/** A drop as the browser delivers one from Spotify, anywhere on the page; true if the page
 *  suppressed the browser's default (navigating to the link). */
export async function dropOnPage(page: Page, link: string | null, selector = 'main') {
  return page.evaluate(
    ({ link, selector }) => {
      const data = new DataTransfer();
      if (link !== null) {
        data.setData('text/uri-list', link);
        data.setData('text/plain', link);
      }
      const target = document.querySelector(selector) ?? document.body;
      const init = { dataTransfer: data, bubbles: true, cancelable: true };
      target.dispatchEvent(new DragEvent('dragenter', init));
      target.dispatchEvent(new DragEvent('dragover', init));
      const drop = new DragEvent('drop', init);
      target.dispatchEvent(drop);
      return drop.defaultPrevented;
    },
    { link, selector },
  );
}

/** A playlist as the API has it, read with the signed-in user's token. */
export async function playlistTracks(
  page: Page,
  id: string = PLAYLISTS.rainyDay,
): Promise<PlaylistTrack[]> {
  return page.evaluate(async (id) => {
    const token = document.cookie.match(/(?:^|; )token=([^;]*)/)?.[1] ?? '';
    const response = await fetch(`/api/meta/spotify/playlist/${id}`, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return ((await response.json()) as { tracks: PlaylistTrack[] }).tracks;
  }, id);
}

export const names = (artists: { name: string }[]) =>
  artists.map((artist) => artist.name).join(', ');
// The seeded titles hold no character a file system refuses other than '?'.
export const safe = (name: string) => name.replace(/\?/g, '_');

/** Signs in as the DJ (who may download) and opens the downloader from the navigation. */
export async function openDownloader(page: Page) {
  await signInAs(page, 'DJ');
  await page.getByRole('link', { name: 'Download', exact: true }).first().click();
  // The first visit compiles the lazy screen in the dev server: allow it time.
  await expect(page).toHaveURL(/\/download$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Downloader', level: 1 })).toBeVisible();
}
