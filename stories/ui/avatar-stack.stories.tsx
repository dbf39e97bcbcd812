import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvatarStack } from '@/components/ui/avatar-stack';
import { allThemeModes } from '../../.storybook/modes';
import sampleAvatar from './assets/avatar-sample.svg?no-inline';

const people = [
  { id: '1', name: 'Ada Lovelace', src: sampleAvatar },
  { id: '2', name: 'Grace Hopper' },
  { id: '3', name: 'Alan Turing', src: '/missing.png' },
  { id: '4', name: 'Katherine Johnson' },
  { id: '5', name: 'Linus' },
  { id: '6', name: 'Margaret Hamilton' },
  { id: '7', name: 'Edsger Dijkstra' },
];

const meta = {
  title: 'UI/AvatarStack',
  component: AvatarStack,
  args: { users: people.slice(0, 3), max: 3, label: 'Listening in General' },
  argTypes: { max: { control: { type: 'number', min: 0, max: 10 } } },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof AvatarStack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Three: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Listening in General' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).queryByText(/^\+/)).toBeNull();
  },
};

export const ManyWithPlusN: Story = {
  args: { users: people },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Listening in General' });
    await expect(within(group).getAllByRole('img')).toHaveLength(3);
    await expect(within(group).getByText('+4')).toBeVisible();
    await expect(within(group).getByText('and 4 more')).toBeInTheDocument();
  },
};

export const One: Story = { args: { users: people.slice(0, 1), label: undefined } };

export const Nobody: Story = {
  args: { users: [], label: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: '0 users' }),
    ).toBeEmptyDOMElement();
  },
};
