import type { Meta, StoryObj } from '@storybook/react-vite';
import { Play } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Resume', onClick: fn() },
  argTypes: {
    variant: {
      control: 'select',
      options: ['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'],
    },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

const resume = catalogArgs(() => ({ children: t('player-state.resume') }));

export const Primary: Story = {
  decorators: [resume],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Resume' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Stop' },
  decorators: [catalogArgs(() => ({ children: t('lifecycle.stop') }))],
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true }, decorators: [resume] };

export const IconOnly: Story = {
  args: { size: 'icon', 'aria-label': 'Resume', children: <Play aria-hidden /> },
  decorators: [
    catalogArgs(() => ({ 'aria-label': t('player-state.resume'), children: <Play aria-hidden /> })),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Resume' })).toBeVisible();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Shuffle' },
  decorators: [catalogArgs(() => ({ children: t('queue.shuffle') }))],
};
export const Outline: Story = {
  args: { variant: 'outline', children: 'Apply' },
  decorators: [catalogArgs(() => ({ children: t('settings.apply') }))],
};
export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  decorators: [catalogArgs(() => ({ children: t('ui.cancel') }))],
};
export const Link: Story = { args: { variant: 'link', children: 'Open server panel' } };

export const AsLink: Story = {
  args: { asChild: true, variant: 'outline', children: <a href="/settings">Settings</a> },
  decorators: [catalogArgs(() => ({ children: <a href="/settings">{t('settings.heading')}</a> }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'data-slot',
      'button',
    );
  },
};

export const LongText: Story = {
  args: {
    children: 'Add playlists, albums, or artist top tracks to the queue',
    className: 'max-w-60',
  },
};

export const AllVariantsAndSizes: Story = {
  render: () => (
    <div className="grid gap-3">
      {(['primary', 'secondary', 'outline', 'ghost', 'danger', 'link'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-2">
          <Button variant={variant} size="sm">
            Small
          </Button>
          <Button variant={variant}>Medium</Button>
          <Button variant={variant} size="lg">
            Large
          </Button>
          <Button variant={variant} size="icon" aria-label={`${variant} play`}>
            <Play aria-hidden />
          </Button>
        </div>
      ))}
    </div>
  ),
};
