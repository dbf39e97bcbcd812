import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { InstancePermissionsTable } from '@/components/admin/instance-permissions-table';
import { UserProfileCard } from '@/components/admin/user-profile-card';
import { UserServersCard } from '@/components/admin/user-servers-card';
import { LISTENER, MEMBERSHIPS, USERS } from './fixtures';

/** The user detail's two cards: Profile, and Servers with "Pick one" and a table per instance. */
const meta = {
  title: 'Admin/UserCards',
  component: UserServersCard,
  args: {
    available: { garage: 'Garage Band', 'quiet-room': 'Quiet Room' },
    onAdd: fn(),
    adding: false,
  },
  render: (args) => (
    <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
      <UserProfileCard user={LISTENER} />
      <UserServersCard {...args}>
        {MEMBERSHIPS.slice(0, 2).map((membership) => (
          <InstancePermissionsTable
            key={membership.instanceId}
            membership={membership}
            onToggle={fn()}
            onGrantAll={fn()}
            onRevokeAll={fn()}
            onKick={fn()}
          />
        ))}
      </UserServersCard>
    </div>
  ),
} satisfies Meta<typeof UserServersCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates in 'Do MMMM yyyy HH:mm:ssa'; picking an instance asks to add the user to it. */
export const ProfileAndServers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('Lena Listener (1234)')).toBeVisible();
    await expect(canvas.getByText('200000000987654321')).toBeVisible();
    await expect(
      canvas.getAllByText(/^\d{1,2}(st|nd|rd|th) [A-Z][a-z]+ \d{4} \d{2}:\d{2}:\d{2}(am|pm)$/),
    ).toHaveLength(2);
    const picker = canvas.getByRole('combobox', { name: 'Add to server' });
    await expect(picker).toHaveTextContent('Pick one');
    await userEvent.click(picker);
    await userEvent.click(await body.findByRole('option', { name: 'Quiet Room' }));
    await expect(args.onAdd).toHaveBeenCalledWith('quiet-room');
    await expect(canvas.getAllByRole('table')).toHaveLength(2);
  },
};

/** A member of every instance: nothing left to pick. */
export const NothingToAdd: Story = {
  args: { available: {} },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Add to server' }),
    ).toBeDisabled();
  },
};

/** Someone who never signed in. */
export const NeverSignedIn: Story = {
  render: () => <UserProfileCard user={USERS[2]!} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Never')).toBeVisible();
  },
};
