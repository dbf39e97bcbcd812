import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminRouteTable } from '@/app/routes/admin/admin-route-table';
import { atWidth } from '../support/at-width';
import { ScreenProviders, serveMockBackendAs } from '../support/screen-harness';

/** The admin screens against the mock backend through MSW, signed in as a persona. */
function Screen({ path }: { path: string; persona: 'root-admin' | 'listener' }) {
  const [router] = React.useState(() =>
    createMemoryRouter(
      [
        {
          path: '/',
          children: [adminRouteTable, { path: ':id', element: <p>Instance page</p> }],
        },
      ],
      { initialEntries: [path] },
    ),
  );
  return (
    <ScreenProviders>
      <RouterProvider router={router} />
    </ScreenProviders>
  );
}

const meta = {
  title: 'Admin/Screens',
  component: Screen,
  parameters: { layout: 'fullscreen', chromatic: { disableSnapshot: true } },
  args: { path: '/admin/users', persona: 'root-admin' },
  async beforeEach({ msw, args }) {
    await serveMockBackendAs(msw, args.persona);
  },
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 10_000 };

export const UserList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Users' }, slow);
    await expect(within(table).getByText('Lena Listener (1234)')).toBeVisible();
  },
};

export const UserDetail: Story = {
  args: { path: '/admin/users/3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Profile' }, slow)).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Permissions on The Lounge' })).toBeVisible();
  },
};

/** The list with live rows; a refused bulk command is cancelled in its dialog. */
export const InstanceList: Story = {
  args: { path: '/admin/instances' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const table = await canvas.findByRole('table', { name: 'Instances' }, slow);
    await waitFor(
      () => expect(within(table).getAllByText('running').length).toBeGreaterThan(0),
      slow,
    );
    // The bulk row is one menu; Kill in it asks first.
    await userEvent.click(within(table).getByRole('button', { name: /All instances/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: /^Kill/ }));
    const dialog = await body.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Are you sure you want to kill ALL instances?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  },
};

export const InstanceDetail: Story = {
  args: { path: '/admin/instances/lounge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The Lounge', level: 1 }, slow),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Stats' }, slow)).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Edit instance' })).toBeVisible();
  },
};

export const CreateInstance: Story = { args: { path: '/admin/instances/create' } };

export const RefusedToListener: Story = {
  args: { path: '/admin/users', persona: 'listener' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      "You don't have access to this section",
    );
  },
};

// Every admin screen at the four widths: tables scroll inside their box, never the page.
export const UserListPhone: Story = { ...atWidth(UserList, 'phone'), tags: ['skip-visual'] };
export const UserListTablet: Story = { ...atWidth(UserList, 'tablet'), tags: ['skip-visual'] };
export const UserListLaptop: Story = { ...atWidth(UserList, 'laptop'), tags: ['skip-visual'] };
export const UserListDesktop: Story = { ...atWidth(UserList, 'desktop'), tags: ['skip-visual'] };
export const UserDetailPhone: Story = { ...atWidth(UserDetail, 'phone'), tags: ['skip-visual'] };
export const UserDetailTablet: Story = { ...atWidth(UserDetail, 'tablet'), tags: ['skip-visual'] };
export const UserDetailLaptop: Story = { ...atWidth(UserDetail, 'laptop'), tags: ['skip-visual'] };
export const UserDetailDesktop: Story = {
  ...atWidth(UserDetail, 'desktop'),
  tags: ['skip-visual'],
};
export const InstanceListPhone: Story = {
  ...atWidth(InstanceList, 'phone'),
  tags: ['skip-visual'],
};
export const InstanceListTablet: Story = {
  ...atWidth(InstanceList, 'tablet'),
  tags: ['skip-visual'],
};
export const InstanceListLaptop: Story = {
  ...atWidth(InstanceList, 'laptop'),
  tags: ['skip-visual'],
};
export const InstanceListDesktop: Story = {
  ...atWidth(InstanceList, 'desktop'),
  tags: ['skip-visual'],
};
export const InstanceDetailPhone: Story = {
  ...atWidth(InstanceDetail, 'phone'),
  tags: ['skip-visual'],
};
export const InstanceDetailTablet: Story = {
  ...atWidth(InstanceDetail, 'tablet'),
  tags: ['skip-visual'],
};
export const InstanceDetailLaptop: Story = {
  ...atWidth(InstanceDetail, 'laptop'),
  tags: ['skip-visual'],
};
export const InstanceDetailDesktop: Story = {
  ...atWidth(InstanceDetail, 'desktop'),
  tags: ['skip-visual'],
};
export const CreateInstancePhone: Story = {
  ...atWidth(CreateInstance, 'phone'),
  tags: ['skip-visual'],
};
export const CreateInstanceTablet: Story = {
  ...atWidth(CreateInstance, 'tablet'),
  tags: ['skip-visual'],
};
export const CreateInstanceLaptop: Story = {
  ...atWidth(CreateInstance, 'laptop'),
  tags: ['skip-visual'],
};
export const CreateInstanceDesktop: Story = {
  ...atWidth(CreateInstance, 'desktop'),
  tags: ['skip-visual'],
};
