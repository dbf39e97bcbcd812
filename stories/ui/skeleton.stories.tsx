import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '@/components/ui/skeleton';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-48' },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};

export const TrackRow: Story = {
  render: () => (
    <div
      className="flex items-center gap-3"
      role="status"
      aria-label={t('instance.loadingList', { title: 'queue' })}
    >
      <Skeleton className="size-10 rounded-md" />
      <div className="grid gap-2">
        <Skeleton className="h-4 w-56" />
        <Skeleton className="h-3 w-32" />
      </div>
    </div>
  ),
};
