import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AccessDenied } from '@/components/admin/access-denied';
import { AdminLanding } from '@/components/admin/admin-landing';
import { RESOURCES } from './fixtures';

const INSTANCES = [
  { id: 'lounge', name: 'The Lounge', resources: RESOURCES.running },
  { id: 'busy', name: 'Busy Bee', resources: RESOURCES.high },
  { id: 'basement', name: 'Basement', resources: RESOURCES.offline },
  { id: 'garage', name: 'Garage Band', resources: RESOURCES.unmanaged },
];

/**
 * /admin: the counts beside the spec's Users and Instances buttons, and the instances offline
 * or at 90 % or more of a resource. Tagged every-width (one column below 768 px).
 */
const meta = {
  title: 'Admin/AdminLanding',
  component: AdminLanding,
  tags: ['every-width'],
  args: { userCount: 7, instances: INSTANCES },
} satisfies Meta<typeof AdminLanding>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts, Users and Instances as relative links, and what needs attention. */
export const Landing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Users' })).toHaveAttribute('href', 'users');
    await expect(canvas.getByRole('link', { name: 'Instances' })).toHaveAttribute(
      'href',
      'instances',
    );
    await expect(canvas.getByText('registered')).toHaveTextContent('7registered');
    const attention = within(canvas.getByRole('list', { name: 'Instances that need attention' }));
    await expect(attention.getAllByRole('listitem')).toHaveLength(2);
    await expect(attention.getByText('CPU 94% · Disk 95%')).toBeVisible();
    await expect(attention.getByText('offline')).toBeVisible();
    await expect(attention.getByRole('link', { name: 'Manage Basement' })).toHaveAttribute(
      'href',
      'instances/basement',
    );
  },
};

/** Nothing offline, nothing over the threshold. */
export const AllWell: Story = {
  args: { instances: INSTANCES.filter((i) => i.id === 'lounge' || i.id === 'garage') },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Every instance is online and within its limits.'),
    ).toBeVisible();
  },
};

/** The first answers are on their way. */
export const Loading: Story = { args: { userCount: undefined, instances: undefined } };

/** What every admin failure shows. */
export const AccessRefused: Story = {
  render: () => <AccessDenied />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      "You don't have access to this section",
    );
  },
};

/**
 * The landing in Arabic, right to left: the catalog's words for the headings, counts, reasons
 * and links; instance names stay as the server sent them.
 */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('الإدارة');
    await expect(canvas.getByRole('link', { name: 'المستخدمون' })).toHaveAttribute('href', 'users');
    await expect(canvas.getByRole('link', { name: 'النسخ' })).toHaveAttribute('href', 'instances');
    await expect(canvas.getByRole('heading', { name: 'تحتاج إلى انتباه' })).toBeVisible();
    const attention = within(canvas.getByRole('list', { name: 'نسخ تحتاج إلى انتباه' }));
    await expect(attention.getAllByRole('listitem')).toHaveLength(2);
    await expect(attention.getByText('غير متصل')).toBeVisible();
    await expect(
      attention.getByRole('link', { name: 'إدارة \u2068Basement\u2069' }),
    ).toHaveAttribute('href', 'instances/basement');
  },
};
