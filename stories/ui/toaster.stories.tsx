import type { Meta, StoryObj } from '@storybook/react-vite';
import { toast } from 'react-toastify';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { Toaster } from '@/components/ui/toaster';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  args: { theme: 'colored', position: 'bottom-right', autoClose: false, limit: 5 },
  argTypes: {
    theme: { control: 'select', options: ['colored', 'light', 'dark'] },
    position: {
      control: 'select',
      options: [
        'bottom-left',
        'bottom-center',
        'bottom-right',
        'top-left',
        'top-center',
        'top-right',
      ],
    },
    limit: { control: { type: 'number', min: 1, max: 10 } },
    autoClose: { control: 'number' },
    stacked: { control: 'boolean' },
  },
  // In docs, each story gets its own frame: toasts are fixed to the viewport and every
  // container on a page would show every toast.
  parameters: {
    chromatic: { modes: allThemeModes },
    layout: 'fullscreen',
    docs: { story: { inline: false, height: '420px' } },
  },
  // Each button reads the toast variant it raises: the design system's word, not the app's
  // (the toasts say what the app says, through the catalog).
  render: (args) => (
    <div className="flex min-h-96 flex-wrap content-start gap-2 p-4">
      <Button translate="no" onClick={() => toast.success(t('actions.skipped'))}>
        Success
      </Button>
      <Button translate="no" variant="danger" onClick={() => toast.error(t('general.error'))}>
        Error
      </Button>
      <Button
        translate="no"
        variant="secondary"
        onClick={() => toast.warning(t('actions.refuseSkip'))}
      >
        Warning
      </Button>
      <Button
        translate="no"
        variant="outline"
        onClick={() => toast.info(t('general.crossfadeUnsupported'))}
      >
        Info
      </Button>
      <Button translate="no" variant="ghost" onClick={() => toast(t('actions.queueShuffled'))}>
        Default
      </Button>
      <Toaster {...args} />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const raiseAll = async (canvasElement: HTMLElement, { stacked = false } = {}) => {
  const canvas = within(canvasElement);
  for (const name of ['Success', 'Error', 'Warning', 'Info', 'Default']) {
    await userEvent.click(canvas.getByRole('button', { name }));
  }
  // Toasts fade in (waitFor); stacked ones collapse behind the newest until hovered.
  const shown = stacked ? 'toBeInTheDocument' : 'toBeVisible';
  await waitFor(() => expect(canvas.getByText('Skipped'))[shown]());
  await waitFor(() => expect(canvas.getByText('An error occurred'))[shown]());
  await waitFor(() => expect(canvas.getByText('Queue shuffled')).toBeVisible());
};

export const Colored: Story = {
  play: async ({ canvasElement }) => {
    await raiseAll(canvasElement);
    // Colored toasts take the theme's semantic pair.
    const toastElement = within(canvasElement).getByText('Skipped').closest('.Toastify__toast');
    const success = getComputedStyle(document.documentElement).getPropertyValue('--success');
    const probe = document.createElement('div');
    probe.style.backgroundColor = success;
    document.body.append(probe);
    const expected = getComputedStyle(probe).backgroundColor;
    probe.remove();
    await expect(getComputedStyle(toastElement as Element).backgroundColor).toBe(expected);
    // Each toast's timer is named in the page's language, not react-toastify's English (hidden
    // here: these toasts do not close by themselves).
    const timers = within(canvasElement).getAllByRole('progressbar', { hidden: true });
    await expect(timers).toHaveLength(5);
    for (const timer of timers) {
      await expect(timer).toHaveAttribute('aria-label', 'Time until this notification closes');
    }
  },
};

export const Light: Story = {
  args: { theme: 'light' },
  play: async ({ canvasElement }) => raiseAll(canvasElement),
};

export const Dark: Story = {
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => raiseAll(canvasElement),
};

export const Stacked: Story = {
  args: { stacked: true },
  play: async ({ canvasElement }) => raiseAll(canvasElement, { stacked: true }),
};
