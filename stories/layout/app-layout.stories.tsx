import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppLayout } from '@/components/layout/app-layout';
import { MainNavigation } from '@/components/layout/main-navigation';
import { WelcomePanel } from '@/components/layout/welcome-panel';
import { InstanceSidebar } from '@/components/sidebar/instance-sidebar';
import { UserCard } from '@/components/user/user-card';
import { representativeThemeModes } from '../../.storybook/modes';
import { atWidth } from '../support/at-width';

const sidebarInstances = [
  {
    id: 'lounge',
    name: 'The Lounge',
    isOnline: true,
    track: { name: 'Lucky Garden', artists: ['Neon Harbor'] },
    presences: [{ name: 'Maya (7777)' }, { name: 'Kofi (3141)' }],
  },
  { id: 'basement', name: 'Basement', isOnline: false, presences: [] },
];

const navigation = (
  <MainNavigation collapsed={false} onCollapsedChange={() => undefined}>
    <InstanceSidebar instances={sidebarInstances} />
  </MainNavigation>
);

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen', chromatic: { modes: representativeThemeModes } },
  args: {
    navigation,
    userCard: (
      <UserCard
        user={{ username: 'DJ Nova', discriminator: '4242' }}
        showAdmin={false}
        showDownload
      />
    ),
    children: <WelcomePanel name="DJ Nova" />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Welcome, DJ Nova' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Servers' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();
  },
};

/**
 * "Hide servers": the list renders nothing (spec 1 §2) and the column gives its width back to the
 * page, keeping home, "Show servers" and the account's buttons as a rail of icons.
 */
export const ServersHidden: Story = {
  args: {
    collapsed: true,
    navigation: (
      <MainNavigation collapsed onCollapsedChange={() => undefined}>
        <InstanceSidebar collapsed instances={sidebarInstances} />
      </MainNavigation>
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.queryByRole('navigation', { name: 'Servers' })).toBeNull();
    const column = canvasElement.querySelector('[data-slot="app-layout-column"]');
    await expect(column?.getBoundingClientRect().width).toBeLessThanOrEqual(64);
    await expect(page.getByRole('button', { name: 'Show servers' })).toBeVisible();
    for (const name of ['Home', 'Download', 'Settings', 'Sign out']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
  },
};

/** At 360 px the column hides behind the menu button and opens as a sheet. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }} className="@container">
        <Story />
      </div>
    ),
  ],
  parameters: { chromatic: { viewports: [360] } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const menu = within(canvasElement).queryByRole('button', { name: 'Open menu' });
    // The breakpoint follows the window, not the frame: only a narrow window shows the button.
    if (menu === null) return;
    await userEvent.click(menu);
    const sheet = body.getByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('navigation', { name: 'Servers' })).toBeVisible();
  },
};

/** A phone's window (360 px): the column is behind the menu button, the sheet holds it all. */
export const PhoneWindow: Story = {
  ...atWidth(
    {
      play: async ({ canvasElement }) => {
        const body = within(canvasElement.ownerDocument.body);
        await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
        const sheet = await body.findByRole('dialog', { name: 'Menu' });
        // The sheet fades in: wait for it to be shown.
        await waitFor(() =>
          expect(within(sheet).getByRole('navigation', { name: 'Account' })).toBeVisible(),
        );
        await expect(within(sheet).getByRole('link', { name: 'Settings' })).toBeVisible();
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};
/**
 * A phone's window with "Hide servers" stored: the collapse is the desktop
 * column's affair, so the sheet has no such control and still lists the servers.
 */
export const PhoneWindowServersHidden: Story = {
  ...atWidth(
    {
      args: {
        collapsed: true,
        navigation: (
          <MainNavigation collapsed onCollapsedChange={() => undefined}>
            <InstanceSidebar collapsed instances={sidebarInstances} />
          </MainNavigation>
        ),
        sheetNavigation: (
          <MainNavigation>
            <InstanceSidebar instances={sidebarInstances} />
          </MainNavigation>
        ),
      },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const body = within(canvasElement.ownerDocument.body);
        await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
        const sheet = await body.findByRole('dialog', { name: 'Menu' });
        const servers = within(sheet).getByRole('navigation', { name: 'Servers' });
        await waitFor(() => expect(within(servers).getAllByRole('link')).toHaveLength(2));
        await expect(
          within(sheet).queryByRole('button', { name: /Hide servers|Show servers/ }),
        ).toBeNull();
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};
// From 768 px the column sits beside the page.
export const TabletWindow: Story = { ...atWidth(Wide, 'tablet'), tags: ['skip-visual'] };
export const LaptopWindow: Story = { ...atWidth(Wide, 'laptop'), tags: ['skip-visual'] };
export const DesktopWindow: Story = { ...atWidth(Wide, 'desktop'), tags: ['skip-visual'] };
