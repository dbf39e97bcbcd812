import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InstanceSidebar, type SidebarInstance } from '@/components/sidebar/instance-sidebar';
import { representativeThemeModes } from '../../.storybook/modes';
import { catalogStory } from '../support/catalog-args';
import { t } from '@/lib/i18n';
import sampleAvatar from '../ui/assets/avatar-sample.svg?no-inline';

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i),
    name: [
      'Maya (7777)',
      'Kofi (3141)',
      'Sven (2718)',
      'Zoë (6060)',
      'Ana (1111)',
      'Bo (2222)',
      'Cy (3333)',
    ][i % 7] as string,
    src: i % 2 === 0 ? sampleAvatar : null,
  }));

const instances: SidebarInstance[] = [
  {
    id: 'lounge',
    name: 'The Lounge',
    isOnline: true,
    track: { name: 'Lucky Garden', artists: ['Neon Harbor'] },
    presences: people(3),
  },
  {
    id: 'study-hall',
    name: 'Study Hall',
    isOnline: true,
    track: { name: 'Crystal Garden', artists: ['Neon Harbor', 'Paper Lanterns'] },
    presences: people(2),
  },
  { id: 'basement', name: 'Basement', isOnline: false, track: null, presences: [] },
];

const meta = {
  title: 'Sidebar/InstanceSidebar',
  component: InstanceSidebar,
  args: { instances, showTracks: true, showAvatars: true, activeId: 'lounge' },
  decorators: [
    (Story) => (
      <div className="w-72 rounded-lg bg-card p-4 text-card-fg">
        <Story />
      </div>
    ),
  ],
  parameters: { chromatic: { modes: representativeThemeModes } },
} satisfies Meta<typeof InstanceSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Servers' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(3);
    await expect(links[0]).toHaveAttribute('href', '/lounge');
    await expect(links[0]).toHaveAttribute('aria-current', 'page');
    await expect(
      within(links[2] as HTMLElement).getByRole('img', { name: 'Offline' }),
    ).toBeVisible();
    await expect(within(nav).getByText('Lucky Garden — Neon Harbor')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { instances: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading servers' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { instances: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No servers found.')).toBeVisible();
  },
};

export const Offline: Story = {
  args: {
    instances: instances.map((instance) => ({ ...instance, isOnline: false, track: null })),
    activeId: null,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('img', { name: 'Offline' })).toHaveLength(3);
    // In words too, not by the dot's colour alone.
    await expect(
      canvasElement.querySelectorAll('[data-slot="instance-sidebar-offline"]'),
    ).toHaveLength(3);
    await expect(within(canvasElement).getAllByText('Offline')).toHaveLength(3);
  },
};

export const ManyPresences: Story = {
  args: {
    instances: [{ ...instances[0], presences: people(12) } as SidebarInstance],
  },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Listening on The Lounge' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).getByText('+9')).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    instances: [
      {
        id: 'long',
        name: 'The Extremely Long Server Name That Goes On And On Past Any Sidebar Width',
        isOnline: true,
        track: {
          name: 'A Track Title So Long It Could Be A Sentence In Its Own Right (Extended Remix)',
          artists: ['First Artist', 'Second Artist With A Long Name', 'Third'],
        },
        presences: people(4),
      },
    ],
  },
};

export const TracksAndAvatarsHidden: Story = {
  args: { showTracks: false, showAvatars: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Lucky Garden — Neon Harbor')).toBeNull();
    await expect(within(canvasElement).queryAllByRole('group')).toHaveLength(0);
  },
};

export const LoadFailed: Story = {
  // What a failed list shows when the server gave no detail (src/api/api-error.ts).
  ...catalogStory(() => ({ instances: null, error: t('error.httpStatus', { status: 500 }) })),
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
