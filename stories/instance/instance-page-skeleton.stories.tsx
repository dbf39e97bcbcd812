import type { Meta, StoryObj } from '@storybook/react-vite';
import { InstancePageSkeleton } from '@/components/instance/instance-page-skeleton';

const meta = {
  title: 'Instance/InstancePageSkeleton',
  component: InstancePageSkeleton,
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof InstancePageSkeleton>;

export default meta;
export const Loading: StoryObj<typeof meta> = {};
