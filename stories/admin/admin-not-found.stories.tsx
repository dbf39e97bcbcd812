import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AdminNotFound } from '@/components/admin/admin-not-found';
import { t } from '@/lib/i18n';

/**
 * An admin page whose user or instance the server does not have (404): not a refusal. The texts
 * are read at render time, in the story's language (the catalog is not active at import).
 */
const meta = {
  title: 'Admin/AdminNotFound',
  component: AdminNotFound,
  render: () => (
    <AdminNotFound
      message={t('admin.noSuchUser', { id: '99999' })}
      back={{ to: '/admin/users', label: t('admin.backToUsers') }}
    />
  ),
} satisfies Meta<typeof AdminNotFound>;

export default meta;
type Story = StoryObj<typeof AdminNotFound>;

export const User: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There is no user with the id "99999".',
    );
    await expect(canvas.getByRole('link', { name: 'Back to users' })).toHaveAttribute(
      'href',
      '/admin/users',
    );
    await expect(canvas.queryByText("You don't have access to this section")).toBeNull();
  },
};
export const Instance: Story = {
  render: () => (
    <AdminNotFound
      message={t('admin.noSuchInstance', { id: 'no-such-instance' })}
      back={{ to: '/admin/instances', label: t('admin.backToInstances') }}
    />
  ),
};
