import type { Meta, StoryObj } from '@storybook/react-vite';
import * as React from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InstanceRoute } from '@/app/routes/instance/instance-route';
import { AppLayout } from '@/components/layout/app-layout';
import { atViewport } from '../../.storybook/viewports';
import { ScreenProviders, serveMockBackendAs } from '../support/screen-harness';
import { t } from '@/lib/i18n';

/**
 * The instance page inside the app layout at the four widths a user meets (360, 768, 1024,
 * 1440 px), against the mock backend as the DJ. Each story checks what must be on screen at its
 * width; `e2e/instance-widths.spec.ts` checks the same in the running app with touch.
 */
function Screen() {
  const [router] = React.useState(() =>
    createMemoryRouter(
      [
        {
          path: '/:id',
          element: (
            <AppLayout navigation={<p className="p-2 text-sm">{t('sidebar.servers')}</p>}>
              <InstanceRoute />
            </AppLayout>
          ),
        },
      ],
      { initialEntries: ['/lounge'] },
    ),
  );
  return (
    <ScreenProviders>
      <RouterProvider router={router} />
    </ScreenProviders>
  );
}

const meta = {
  title: 'Instance/InstancePage at every width (screen)',
  component: Screen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  // Behaviour at each width, not pictures: the live mock's queue moves between runs.
  tags: ['skip-visual'],
  async beforeEach({ msw }) {
    await serveMockBackendAs(msw, 'dj');
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: 'The Lounge', level: 1 }, { timeout: 10_000 });
  await canvas.findByText('001', undefined, { timeout: 10_000 });
  // Nothing makes the whole page scroll sideways.
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  return canvas;
}

const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return (
    box.width > 0 &&
    box.top >= 0 &&
    box.bottom <= window.innerHeight &&
    box.right <= window.innerWidth
  );
};

/** Search and the three lists open from the header's Search button, the box focused. */
async function searchOpensInSheet(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(canvas.queryByRole('complementary', { name: 'Search and lists' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'Search songs' }));
  const body = within(canvasElement.ownerDocument.body);
  const sheet = await body.findByRole('dialog', { name: 'Search and lists' });
  const box = within(sheet).getByRole('searchbox', { name: 'Search' });
  await waitFor(() => expect(box).toHaveFocus());
  for (const title of ['Most Popular', 'Recently Played', 'Random']) {
    await expect(within(sheet).getByText(title)).toBeInTheDocument();
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
}

/** The phone player: title, artists, seek bar and thumb-sized controls above the fold. */
async function phonePlayer(canvasElement: HTMLElement) {
  const canvas = await loaded(canvasElement);
  const card = canvas.getByRole('region', { name: 'Now playing' });
  await expect(onScreen(within(card).getByRole('slider', { name: 'Track progress' }))).toBe(true);
  const controls = canvas.getByRole('group', { name: 'Player controls' });
  for (const button of within(controls).getAllByRole('button')) {
    await expect(onScreen(button)).toBe(true);
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  }
  // The queue is the selected tab: on screen without scrolling past anything.
  await expect(canvas.getByRole('tab', { name: 'Queue', selected: true })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Queue' })).toBeInTheDocument();
  await searchOpensInSheet(canvasElement);
}

export const Phone360: Story = {
  globals: atViewport('phone'),
  play: async ({ canvasElement }) => phonePlayer(canvasElement),
};

export const Tablet768: Story = {
  globals: atViewport('tablet'),
  play: async ({ canvasElement }) => phonePlayer(canvasElement),
};

export const Laptop1024: Story = {
  globals: atViewport('laptop'),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    // The queue has room below the player again: no Queue tab.
    await expect(canvas.queryByRole('tab', { name: 'Queue' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Queue' })).toBeVisible();
    await searchOpensInSheet(canvasElement);
  },
};

export const Desktop1440: Story = {
  globals: atViewport('desktop'),
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const aside = canvas.getByRole('complementary', { name: 'Search and lists' });
    await expect(within(aside).getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Search songs' })).toBeNull();
  },
};
