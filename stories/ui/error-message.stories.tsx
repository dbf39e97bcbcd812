import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { allThemeModes } from '../../.storybook/modes';
import { withWidth } from './with-width';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'UI/ErrorMessage',
  component: ErrorMessage,
  args: { title: 'An error occurred' },
  argTypes: { title: { control: 'text' }, children: { control: 'text' } },
  parameters: { chromatic: { modes: allThemeModes } },
  decorators: [withWidth('w-96')],
} satisfies Meta<typeof ErrorMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {
  decorators: [catalogArgs(() => ({ title: t('general.error') }))],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('An error occurred');
  },
};

export const WithDetail: Story = {
  decorators: [catalogArgs(() => ({ title: t('error.unexpectedTitle') }))],
  args: { title: 'Unexpected Application Error!', children: 'Cannot read properties of undefined' },
};

export const WithRetry: Story = {
  decorators: [
    catalogArgs(() => ({
      action: (
        <Button size="sm" variant="outline">
          {t('login.tryAgain')}
        </Button>
      ),
    })),
  ],
  args: {
    title: 'Could not load the queue',
    children: 'The server did not answer.',
    action: (
      <Button size="sm" variant="outline">
        Try again
      </Button>
    ),
  },
};

export const ServerTextIsNotHtml: Story = {
  decorators: [catalogArgs(() => ({ title: t('general.error') }))],
  args: { children: '<img src=x onerror=alert(1)> is shown as text' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('img')).toBeNull();
    await expect(alert).toHaveTextContent('<img src=x onerror=alert(1)> is shown as text');
  },
};

export const LongUnbrokenText: Story = {
  decorators: [catalogArgs(() => ({ title: t('general.error') }))],
  args: {
    children:
      'Error:ECONNRESET_at_TLSWrap.onStreamRead_node:internal/stream_base_commons:217:20_without_any_spaces_to_break_on',
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};
