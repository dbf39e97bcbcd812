import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DownloadRoute } from '@/app/routes/download/download-route';
import { atWidth } from '../support/at-width';
import { ScreenProviders, serveMockBackendAs } from '../support/screen-harness';
import { t } from '@/lib/i18n';

// The mock's seeded 'Rainy Day Jazz?' by Kofi (12 tracks).
const PLAYLIST_LINK = 'https://open.spotify.com/playlist/gj3JAJvPycdgOvvGkRABI0';
// The mock's seeded 'Tiny Playlist' by Lena Listener: 'Broken Satellite', 'Summer Engines'.
const TINY_PLAYLIST_LINK = 'https://open.spotify.com/playlist/Ydm3ruhl70DMboM1WzKEEW';
const SUMMER_ENGINES = 'B5WqwPC3FldB2tsy0LwaEN';
// 'Golden Highway' of Road Trip: its download always answers 502 in the seeded mock.
/** The link field: "Or paste a link" beside the drop zone, "Paste a Spotify link" first on a phone. */
const LINK_FIELD = /^(Or paste a link|Paste a Spotify link)$/;
const BROKEN_TRACK_LINK = 'https://open.spotify.com/track/SBNwjNr9QqdECbDTlTo1m7';

/** The downloader against the mock backend through MSW, signed in as a persona. */
function Screen(_props: {
  persona: 'dj' | 'listener';
  /** Track ids whose download the mock fails (its failingTracks knob). */
  failingTracks?: string[];
}) {
  const [router] = React.useState(() =>
    createMemoryRouter(
      [
        { path: '/download', element: <DownloadRoute /> },
        { path: '/home', element: <p>{t('layout.home')}</p> },
        { path: '/login', element: <p>Login</p> },
      ],
      { initialEntries: ['/download'] },
    ),
  );
  return (
    <ScreenProviders>
      <RouterProvider router={router} />
    </ScreenProviders>
  );
}

const meta = {
  title: 'Downloader/Screen',
  component: Screen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  args: { persona: 'dj' },
  async beforeEach({ msw, args }) {
    await serveMockBackendAs(msw, args.persona, {
      failingTracks: new Set(args.failingTracks ?? []),
    });
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Downloader' })).toBeVisible();
    await expect(canvas.getByText('Drop a track or playlist here')).toBeVisible();
  },
};

/** A playlist link pasted (as a keyboard user would), then one track downloaded right away. */
export const Playlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(LINK_FIELD), PLAYLIST_LINK);
    await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
    const panel = await canvas.findByRole(
      'region',
      { name: 'Download Queue for Rainy Day Jazz? by Kofi' },
      slow,
    );
    const rows = within(panel).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(12);
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Download now/ }));
    await waitFor(
      () =>
        expect(within(rows[0]!).getByRole('button', { name: /^Add to Downloads/ })).toBeVisible(),
      slow,
    );
    await expect(within(panel).getByText('Completed').nextElementSibling).toHaveTextContent('1');
  },
};

async function paste(canvasElement: HTMLElement, link: string) {
  const canvas = within(canvasElement);
  await userEvent.clear(canvas.getByLabelText(LINK_FIELD));
  await userEvent.type(canvas.getByLabelText(LINK_FIELD), link);
  await userEvent.click(canvas.getByRole('button', { name: 'Load' }));
}

/**
 * A run over with a failed track: the card keeps 'Downloading...' (the spec's word), the panel
 * says the run has finished with 1 failed and offers Retry failed.
 */
export const PlaylistFinishedWithFailures: Story = {
  args: { failingTracks: [SUMMER_ENGINES] },
  // A behaviour check over the mock; the panel's picture is DownloadQueuePanel › Finished With Failures.
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await paste(canvasElement, TINY_PLAYLIST_LINK);
    const panel = await canvas.findByRole(
      'region',
      { name: 'Download Queue for Tiny Playlist by Lena Listener' },
      slow,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Run All Jobs' }));
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Run All Jobs' }),
    );
    await expect(
      await within(panel).findByText(
        'The run has finished with 1 failed and 1 downloaded.',
        {},
        slow,
      ),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="playlist-status"]')).toHaveTextContent(
      'Downloading...',
    );
    await expect(within(panel).getByRole('button', { name: 'Retry failed' })).toBeEnabled();
  },
};

/** A single track whose download failed: the card says Failed and offers Retry. */
export const TrackFailed: Story = {
  // A behaviour check over the mock; the card's picture is DownloadTrackCard › Failed.
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await paste(canvasElement, BROKEN_TRACK_LINK);
    await expect(
      await canvas.findByRole('heading', { name: /^Golden Highway/ }, slow),
    ).toBeVisible();
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="download-track-card"]')!;
    await waitFor(
      () => expect(within(card).getByRole('status')).toHaveTextContent(/^Failed$/),
      slow,
    );
    await expect(within(card).getByRole('button', { name: 'Retry' })).toBeEnabled();
    // Nothing is held: the format can be changed before trying again.
    await expect(canvas.getByRole('combobox', { name: 'Audio output format' })).toBeEnabled();
  },
};

/** A listener is sent away: the screen never shows. */
export const Listener: Story = {
  args: { persona: 'listener' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Home')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Downloader' })).toBeNull();
  },
};

// A playlist with its table at the four widths: the table scrolls in its box, never the page.
export const PlaylistPhone: Story = { ...atWidth(Playlist, 'phone'), tags: ['skip-visual'] };
export const PlaylistTablet: Story = { ...atWidth(Playlist, 'tablet'), tags: ['skip-visual'] };
export const PlaylistLaptop: Story = { ...atWidth(Playlist, 'laptop'), tags: ['skip-visual'] };
export const PlaylistDesktop: Story = { ...atWidth(Playlist, 'desktop'), tags: ['skip-visual'] };
