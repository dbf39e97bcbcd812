import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UserCard } from '@/components/user/user-card';
import { representativeThemeModes } from '../../.storybook/modes';
import sampleAvatar from '../ui/assets/avatar-sample.svg?no-inline';

const meta = {
  title: 'User/UserCard',
  component: UserCard,
  args: {
    user: { username: 'DJ Nova', discriminator: '4242', avatarSrc: sampleAvatar },
    showAdmin: false,
    showDownload: true,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  parameters: { chromatic: { modes: representativeThemeModes } },
} satisfies Meta<typeof UserCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const buttons = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label'));

export const RootAdmin: Story = {
  args: {
    user: { username: 'Root Admin', discriminator: '0001', avatarSrc: sampleAvatar },
    showAdmin: true,
    showDownload: true,
  },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Admin', 'Download', 'Settings', 'Sign out']);
    await expect(within(canvasElement).getByText('Root Admin (0001)')).toBeVisible();
  },
};

export const Downloader: Story = {
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Download', 'Settings', 'Sign out']);
    await expect(within(canvasElement).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/download',
    );
  },
};

export const Listener: Story = {
  args: {
    user: { username: 'Lena Listener', discriminator: '1234', avatarSrc: null },
    showAdmin: false,
    showDownload: false,
  },
  play: async ({ canvasElement }) => {
    await expect(buttons(canvasElement)).toEqual(['Settings', 'Sign out']);
    // No picture: the initials stand in.
    await expect(
      within(canvasElement).getByRole('img', { name: 'Lena Listener' }),
    ).toHaveTextContent('LL');
  },
};

export const NoDiscriminatorLongName: Story = {
  args: {
    user: {
      username: 'someone-with-an-extraordinarily-long-username-that-never-ends',
      discriminator: '0',
    },
    showAdmin: false,
    showDownload: false,
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'someone-with-an-extraordinarily-long-username-that-never-ends',
      ),
    ).toBeVisible();
  },
};
