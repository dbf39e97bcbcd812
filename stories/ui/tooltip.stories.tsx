import type { Meta, StoryObj } from '@storybook/react-vite';
import { SkipForward } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  parameters: { chromatic: { modes: allThemeModes } },
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={t('player.skip')}>
            <SkipForward aria-hidden />
          </Button>
        </TooltipTrigger>
        <TooltipContent>{t('a11y.shortcutSkip')}</TooltipContent>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsOnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Skip' })).toHaveFocus();
    const tip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tip).toHaveTextContent('Skip the current track');
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = { args: { open: true } };

export const LongText: Story = {
  args: { open: true },
  render: (args) => (
    <div className="p-10">
      <Tooltip {...args}>
        <TooltipTrigger asChild>
          <Button variant="outline">Party mode</Button>
        </TooltipTrigger>
        <TooltipContent>
          Party mode lets everyone in the voice channel queue tracks without asking the DJ first,
          which can get chaotic.
        </TooltipContent>
      </Tooltip>
    </div>
  ),
};
