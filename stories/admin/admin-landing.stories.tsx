import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied } from '@/components/admin/access-denied';
import { AdminLanding } from '@/components/admin/admin-landing';

const meta = {
  title: 'Admin/AdminLanding',
  component: AdminLanding,
} satisfies Meta<typeof AdminLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Users and Instances, as relative links. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('href', 'users');
    await expect(canvas.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      'instances',
    );
  },
};

/** What every admin failure shows. */
export const AccessRefused: Story = {
  render: () => <AccessDenied />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "You don't have access to this section",
    );
  },
};
