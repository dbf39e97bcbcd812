import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UsersTable } from '@/components/admin/users-table';
import { atWidth } from '../support/at-width';
import { USERS } from './fixtures';

const meta = {
  title: 'Admin/UsersTable',
  component: UsersTable,
  args: { users: USERS },
} satisfies Meta<typeof UsersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Columns, name#discriminator with both ids, list dates, "Never", Manage links. */
export const Users: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Users' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    await expect(headers).toEqual(['Discord Name', 'Account Created', 'Last Login', 'Manage']);
    const lena = within(within(table).getByRole('row', { name: /Lena Listener \(1234\)/ }));
    await expect(lena.getByText('Discord ID 200000000987654321 · ID 3')).toBeVisible();
    await expect(lena.getByText('18th October 2026')).toBeVisible();
    await expect(lena.getByRole('link', { name: 'Manage Lena Listener (1234)' })).toHaveAttribute(
      'href',
      '/admin/users/3',
    );
    const newt = within(within(table).getByRole('row', { name: /Newt Newcomer/ }));
    await expect(newt.getByText('Never')).toBeVisible();
  },
};

export const Empty: Story = { args: { users: [] } };

/**
 * A phone's window (below 640 px): each user is a card, its dates under the name with their
 * column's name, and Manage's link covers the whole card. Still a table's rows.
 */
export const PhoneCards: Story = {
  ...atWidth(
    {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const table = within(canvasElement).getByRole('table', { name: 'Users' });
        const container = canvasElement.querySelector<HTMLElement>('[data-slot=table-container]')!;
        await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
        const row = within(table).getByRole('row', { name: /Lena Listener \(1234\)/ });
        await expect(within(row).getByText('Account Created')).toBeVisible();
        // The link's ::after covers the card: a point on the card's far corner is the link.
        const link = within(row).getByRole('link', { name: 'Manage Lena Listener (1234)' });
        const box = row.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 8, box.bottom - 8);
        await expect(hit === link || link.contains(hit)).toBe(true);
      },
    },
    'phone',
  ),
  tags: ['skip-visual'],
};
