import type { Meta, StoryObj } from '@storybook/react-vite';
import { ListMusic, Server } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { allThemeModes } from '../../.storybook/modes';
import { withWidth } from './with-width';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No servers found.' },
  argTypes: { title: { control: 'text' }, description: { control: 'text' } },
  parameters: { chromatic: { modes: allThemeModes } },
  decorators: [withWidth('w-96')],
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoServers: Story = {
  decorators: [catalogArgs(() => ({ title: t('sidebar.noServers') }))],
  args: { icon: <Server aria-hidden /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No servers found.')).toBeVisible();
  },
};

export const EmptyQueue: Story = {
  decorators: [catalogArgs(() => ({ title: t('general.emptyQueue') }))],
  args: {
    title: 'No tracks in the queue. Any tracks you queue up will appear here.',
    icon: <ListMusic aria-hidden />,
  },
};

export const NoResults: Story = {
  decorators: [catalogArgs(() => ({ title: t('general.emptySearchResults') }))],
  args: { title: 'No results found' },
};

export const WithDescriptionAndAction: Story = {
  args: {
    title: 'No download jobs',
    description: 'Drop a playlist or album link here to create jobs.',
    action: <Button size="sm">Paste a link</Button>,
  },
};
