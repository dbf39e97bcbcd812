import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppLayout } from '@/components/layout/app-layout';
import { MainNavigation } from '@/components/layout/main-navigation';
import { WelcomePanel } from '@/components/layout/welcome-panel';
import { InstanceSidebar } from '@/components/sidebar/instance-sidebar';
import { atViewport } from '../../.storybook/viewports';

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

/**
 * The frame in other languages at 1440 px: in Arabic the column with the server list stands on
 * the right of the page (logical properties: the row follows the reading direction) and the
 * panel icon mirrors with it; in German the frame speaks German. Server names are as they came.
 */
const meta = {
  title: 'Layout/AppLayout/Languages',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    navigation: (
      <MainNavigation collapsed={false} onCollapsedChange={() => undefined}>
        <InstanceSidebar instances={sidebarInstances} />
      </MainNavigation>
    ),
    children: <WelcomePanel name="DJ Nova" />,
  },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Arabic: Story = {
  globals: { locale: 'ar', ...atViewport('desktop') },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    const page = within(canvasElement);
    // A name from outside sits in its isolate (FSI…PDI) inside an Arabic sentence.
    const welcome = page.getByRole('heading', { name: 'مرحبًا، \u2068DJ Nova\u2069' });
    await expect(welcome).toBeVisible();
    const servers = page.getByRole('navigation', { name: 'الخوادم' });
    await expect(within(servers).getByText('The Lounge')).toBeVisible();
    await expect(within(servers).getByText('غير متصل')).toBeVisible();
    // The column is on the right, the page on its left.
    await expect(servers.getBoundingClientRect().left).toBeGreaterThan(
      welcome.getBoundingClientRect().right,
    );
    const hide = page.getByRole('button', { name: 'إخفاء الخوادم' });
    await expect(hide.querySelector('svg')).toHaveClass('rtl:-scale-x-100');
    await expect(
      page.getByRole('group', { name: 'يستمعون على \u2068The Lounge\u2069' }),
    ).toBeInTheDocument();
  },
};

export const German: Story = {
  globals: { locale: 'de', ...atViewport('desktop') },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const welcome = page.getByRole('heading', { name: 'Willkommen, DJ Nova' });
    await expect(welcome).toBeVisible();
    const servers = page.getByRole('navigation', { name: 'Server' });
    await expect(servers.getBoundingClientRect().right).toBeLessThan(
      welcome.getBoundingClientRect().left,
    );
    await expect(page.getByRole('link', { name: 'Startseite' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Server ausblenden' })).toBeVisible();
    await expect(within(servers).getByText('Offline')).toBeVisible();
  },
};
