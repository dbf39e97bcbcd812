import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from '@/components/ui/spinner';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/Spinner',
  component: Spinner,
  argTypes: { label: { control: 'text' } },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {};

export const Labelled: Story = {
  decorators: [catalogArgs(() => ({ label: t('instance.loadingList', { title: 'servers' }) }))],
  args: { label: 'Loading servers', className: 'size-6 text-primary' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Loading servers' }),
    ).toBeVisible();
  },
};
