import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from '@/components/layout/error-page';
import { atWidth } from '../support/at-width';

const meta = {
  title: 'Layout/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: { message: "Cannot read properties of undefined (reading 'tracks')" },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    await expect(page.getByText(args.message)).toBeVisible();
  },
};

export const MarkupStaysText: Story = {
  args: { message: '<img src=x onerror="alert(1)"> is shown as text' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const LongMessage: Story = {
  args: { message: 'TypeError: '.concat('a very long stack line '.repeat(40)) },
};

// A long message wraps at every width instead of widening the page.
export const LongMessagePhone: Story = { ...atWidth(LongMessage, 'phone'), tags: ['skip-visual'] };
export const LongMessageTablet: Story = {
  ...atWidth(LongMessage, 'tablet'),
  tags: ['skip-visual'],
};
export const LongMessageLaptop: Story = {
  ...atWidth(LongMessage, 'laptop'),
  tags: ['skip-visual'],
};
export const LongMessageDesktop: Story = {
  ...atWidth(LongMessage, 'desktop'),
  tags: ['skip-visual'],
};
