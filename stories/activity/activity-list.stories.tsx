import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActivityList } from '@/components/activity/activity-list';
import { ALL_PERMISSIONS } from '@/lib/admin/permissions';
import { NOW } from '../instance/fixtures';

const track = {
  Name: 'Lucky Garden',
  Artists: 'Neon Harbor',
  Uri: 'spotify:track:x',
  ImageUrl: '/mock-assets/covers/album-1.svg',
};
const events: Record<string, object> = {
  'web:controls:skip': track,
  'web:controls:skip-other': track,
  'web:controls:restart': track,
  'web:queue:track': track,
  'web:queue:top': track,
  'web:queue:delete': track,
  'web:controls:volume': { Volume: 65 },
  'web:controls:rate': { Rate: 110 },
  'web:controls:tempo': { Tempo: 95 },
  'web:controls:pitch': { Pitch: 2 },
  'web:controls:crossfade': { Crossfade: 5 },
  'web:controls:seek': { Seek: 0.42 },
  'web:queue:clear': { Mine: true },
  'web:queue:playlist': { Type: 'album', NumTracks: 12, Name: 'Midnights', Author: 'Neon Harbor' },
  'web:queue:search': { SearchQuery: 'neon harbor' },
  'web:queue:party-mode': { Enabled: true },
};
const entry = (
  role: string,
  minutesAgo: number,
  isAuthorised = true,
  event: object = events[role] ?? {},
) => ({
  role,
  event: JSON.stringify(event),
  recordedDateTime: new Date(NOW - minutesAgo * 60_000).toISOString(),
  isAuthorised,
  discordUsername: 'DJ Nova',
  discordDiscriminator: '4242',
  discordAvatarHash: null,
});

const meta = {
  title: 'Activity/ActivityList',
  component: ActivityList,
  args: {
    now: NOW,
    entries: [
      ...ALL_PERMISSIONS.map((role, i) => entry(role, i * 7)),
      // The server logs party mode's interleaving under the party-mode role, beside its own entry.
      entry('web:queue:party-mode', 300, true, { Event: 'party-shuffle', Enabled: true }),
    ],
  },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EveryEventType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/set the volume to 65%/)).toBeInTheDocument();
    await expect(canvas.getByText(/shuffled the queue for party mode/)).toBeInTheDocument();
    await expect(canvas.getAllByText(/turned party mode on/)).toHaveLength(1);
    await expect(canvas.getByText(/looked up Spotify details/)).toBeInTheDocument();
    await expect(canvas.queryByText(/used web:/)).toBeNull();
    await expect(canvas.getAllByText('just now').length).toBeGreaterThan(0);
  },
};
export const Refused: Story = {
  args: { entries: [entry('web:controls:stop', 2, false), entry('web:queue:shuffle', 5, false)] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/Unauthorised: web:controls:stop/),
    ).toBeInTheDocument();
  },
};
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("Nothing's happened yet.");
  },
};
export const JunkEvent: Story = {
  args: { entries: [{ ...entry('web:controls:volume', 1), event: '{not json' }] },
};
