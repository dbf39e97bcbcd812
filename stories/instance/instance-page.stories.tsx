import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InstanceRoute } from '@/app/routes/instance/instance-route';
import { ScreenProviders, serveMockBackendAs } from '../support/screen-harness';

/** The whole instance page against the mock backend through MSW, signed in as a persona. */
function Screen({ instanceId }: { instanceId: string; queueTracks?: number; persona?: string }) {
  const [router] = React.useState(() =>
    createMemoryRouter([{ path: '/:id', element: <InstanceRoute /> }], {
      initialEntries: [`/${instanceId}`],
    }),
  );
  return (
    <ScreenProviders>
      <RouterProvider router={router} />
    </ScreenProviders>
  );
}

const meta = {
  title: 'Instance/InstancePage (screen)',
  component: Screen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  args: { instanceId: 'lounge' },
  async beforeEach({ msw, args }) {
    const persona = args.persona ?? (args.instanceId === 'study-hall' ? 'listener' : 'dj');
    await serveMockBackendAs(msw, persona, { queueTracks: args.queueTracks });
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Shot at all four widths (`every-width`): the player bar at the window's foot from 1024 px, and
 * at 768 px the cover with its buttons centred under it (the mini player waits until they scroll
 * away).
 */
export const LoungeAsDj: Story = {
  tags: ['every-width'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The Lounge', level: 1 }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await expect(await canvas.findByText('001', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};
/**
 * A listener (few permissions) in the study hall: the same page as a DJ's, every control offered
 * (the server refuses what the role may not do), the player paused on a track whose lyrics are
 * not synchronised, and the queue of twelve. Reads only: the snapshot is the page as it loads.
 */
export const StudyHallAsListener: Story = {
  args: { instanceId: 'study-hall' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Study Hall', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    const controls = within(await canvas.findByRole('group', { name: 'Player controls' }));
    for (const name of ['Resume', 'Stop', 'Restart track', 'Skip']) {
      await expect(controls.getByRole('button', { name })).toBeEnabled();
    }
    await expect(
      await canvas.findByText('No synchronised lyrics available.', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('012', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.queryByText('013')).toBeNull();
  },
};

/**
 * The basement's bot is offline: the page says so at the top, and every player and audio control
 * is disabled, telling why on hover and to a screen reader, instead of a lit Resume that toasts
 * "Resumed" while nothing plays.
 */
export const BasementOffline: Story = {
  args: { instanceId: 'basement', persona: 'root-admin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Basement', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    // The offline notice is a status; the page's live region is the other one.
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
      expect.stringContaining('Basement is offline'),
    );
    const controls = within(
      await canvas.findByRole('group', { name: 'Player controls' }, { timeout: 10_000 }),
    );
    const resume = controls.getByRole('button', { name: 'Resume' });
    await expect(resume).toBeDisabled();
    await expect(resume).toHaveAttribute('title', 'Resume: Unavailable while the bot is offline');
    await expect(resume).toHaveAccessibleDescription('Unavailable while the bot is offline');
    await expect(canvas.getByRole('button', { name: 'Shuffle' })).toBeDisabled();
  },
};

/** The garage plays a radio: LIVE in the header, no seek bar, a cover that opens nothing. */
export const GarageRadio: Story = {
  args: { instanceId: 'garage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Garage Band', level: 1 }, { timeout: 10_000 }),
    ).toBeVisible();
    const card = within(canvas.getByRole('region', { name: 'Now playing' }));
    await expect(card.getByLabelText('Live stream')).toBeInTheDocument();
    await expect(card.queryByRole('slider')).toBeNull();
    await expect(card.queryByRole('button', { name: /Open details/ })).toBeNull();
  },
};

/**
 * A big server's party: The Lounge with 10,000 queued tracks (the mock's MOCK_QUEUE_TRACKS).
 * After "Load 9,950 more tracks" (the count in the reader's number format) the whole queue is there, windowed: a few dozen rows in the page,
 * each telling a screen reader its place among 10,000, and the last one a scroll away.
 */
export const LoungeWithTenThousandTracks: Story = {
  tags: ['skip-visual'],
  args: { queueTracks: 10_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = () => canvasElement.querySelectorAll('[data-slot="queue-row"]');
    await userEvent.click(
      await canvas.findByRole('button', { name: /^Load [\d,]+ more tracks$/ }, { timeout: 15_000 }),
    );
    await waitFor(
      () => expect(canvas.queryByRole('button', { name: /^Load [\d,]+ more tracks$/ })).toBeNull(),
      { timeout: 15_000 },
    );
    await expect(rows().length).toBeLessThan(80);
    await expect(rows()[0]).toHaveAttribute('aria-setsize', '10000');
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(canvas.getByText('10000')).toBeVisible());
    await expect(rows().length).toBeLessThan(80);
    view.scrollTo(0, 0);
  },
};
