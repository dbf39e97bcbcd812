import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DownloadRoute } from '@/app/routes/download/download-route';
import { atWidth } from '../support/at-width';
import { ScreenProviders, serveMockBackendAs } from '../support/screen-harness';

// The mock's seeded 'Rainy Day Jazz?' by Kofi (12 tracks).
const PLAYLIST_LINK = 'https://open.spotify.com/playlist/gj3JAJvPycdgOvvGkRABI0';

/** The downloader against the mock backend through MSW, signed in as a persona. */
function Screen(_props: { persona: 'dj' | 'listener' }) {
  const router = createMemoryRouter(
    [
      { path: '/download', element: <DownloadRoute /> },
      { path: '/home', element: <p>Home</p> },
      { path: '/login', element: <p>Login</p> },
    ],
    { initialEntries: ['/download'] },
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
    await serveMockBackendAs(msw, args.persona);
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
    await userEvent.type(canvas.getByLabelText('Or paste a link'), PLAYLIST_LINK);
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
