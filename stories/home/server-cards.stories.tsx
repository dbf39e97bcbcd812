import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerCards } from '@/components/home/server-cards';
import type { SidebarInstance } from '@/components/sidebar/instance-sidebar';
import { t } from '@/lib/i18n';
import { atWidth } from '../support/at-width';
import { catalogStory } from '../support/catalog-args';
import sampleAvatar from '../ui/assets/avatar-sample.svg?no-inline';

const cover = (seed: string) => `/mock-assets/covers/${seed}.svg`;

const people = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: String(i),
    name: ['Maya (7777)', 'Kofi (3141)', 'Sven (2718)', 'Zoë (6060)', 'Ana (1111)'][
      i % 5
    ] as string,
    src: i % 2 === 0 ? sampleAvatar : null,
  }));

const servers: SidebarInstance[] = [
  {
    id: 'lounge',
    name: 'The Lounge',
    isOnline: true,
    track: { name: 'Lucky Garden', artists: ['Neon Harbor'], imageUrl: cover('album-1') },
    presences: people(5),
  },
  {
    id: 'study-hall',
    name: 'Study Hall',
    isOnline: true,
    track: {
      name: 'Crystal Garden',
      artists: ['Neon Harbor', 'Paper Lanterns'],
      imageUrl: cover('album-2'),
    },
    presences: people(2),
  },
  { id: 'quiet-room', name: 'Quiet Room', isOnline: true, track: null, presences: [] },
  { id: 'basement', name: 'Basement', isOnline: false, track: null, presences: [] },
];

/**
 * The home's servers: a card per server with its state, what plays with its
 * cover and who listens; the whole card is the link into the server, the last opened first.
 */
const meta = {
  title: 'Home/ServerCards',
  component: ServerCards,
  args: { servers },
} satisfies Meta<typeof ServerCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several servers, one offline, one with nothing playing. */
export const Several: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Your servers' });
    const cards = within(region).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    const lounge = within(cards[0] as HTMLElement);
    await expect(lounge.getByRole('link', { name: 'The Lounge' })).toHaveAttribute(
      'href',
      '/lounge',
    );
    await expect(lounge.getByRole('group', { name: 'Listening on The Lounge' })).toBeVisible();
    await expect(within(cards[2] as HTMLElement).getByText('Nothing playing')).toBeVisible();
    await expect(within(cards[3] as HTMLElement).getByText('Offline')).toBeVisible();
    await expect(within(region).queryByText('Last opened')).toBeNull();
  },
};

/** The server opened last comes first and says so. */
export const LastOpenedMarked: Story = {
  args: { lastOpenedId: 'basement' },
  play: async ({ canvasElement }) => {
    const cards = within(canvasElement).getAllByRole('listitem');
    await expect(within(cards[0] as HTMLElement).getByRole('link')).toHaveTextContent('Basement');
    await expect(within(cards[0] as HTMLElement).getByText('Last opened')).toBeVisible();
    await expect(within(cards[1] as HTMLElement).getByRole('link')).toHaveTextContent('The Lounge');
  },
};

/** Nothing plays anywhere. */
export const NothingPlaying: Story = {
  args: { servers: servers.map((server) => ({ ...server, track: null, presences: [] })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Nothing playing')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { servers: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading servers' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { servers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No servers found.')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  ...catalogStory(() => ({ servers: null, error: t('error.httpStatus', { status: 500 }) })),
};

/** Names and titles longer than any card: the name wraps, the track is cut with an ellipsis. */
export const LongNames: Story = {
  args: {
    lastOpenedId: 'long',
    servers: [
      {
        id: 'long',
        name: 'The Extremely Long Server Name That Goes On And On Past Any Card Width',
        isOnline: true,
        track: {
          name: 'A Track Title So Long It Could Be A Sentence In Its Own Right (Extended Remix)',
          artists: ['First Artist', 'Second Artist With A Long Name', 'Third'],
          imageUrl: cover('album-3'),
        },
        presences: people(4),
      },
      ...servers.slice(1),
    ],
  },
};

/** A phone's window: one column of cards, each at least a thumb's height, nothing sideways. */
export const PhoneWindow: Story = {
  ...atWidth(
    {
      args: { lastOpenedId: 'study-hall' },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const cards = within(canvasElement).getAllByRole('listitem');
        const lefts = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().left)));
        await expect(lefts.size).toBe(1);
        for (const card of cards) {
          await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
        }
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};
