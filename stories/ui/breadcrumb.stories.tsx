import { Fragment, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  Breadcrumb,
  BreadcrumbEllipsis,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '@/components/ui/breadcrumb';
import { allThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  parameters: { chromatic: { modes: allThemeModes } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  render: () => (
    <Breadcrumb>
      <BreadcrumbList>
        <BreadcrumbItem>
          <BreadcrumbLink href="/admin">{t('admin.title')}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbLink href="/admin/users">{t('admin.users')}</BreadcrumbLink>
        </BreadcrumbItem>
        <BreadcrumbSeparator />
        <BreadcrumbItem>
          <BreadcrumbPage>ada (0001)</BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  ),
};

/** The metadata panel's stack: clicking a crumb truncates the stack to it. */
function MetadataStack() {
  const [stack, setStack] = useState(['Midnights', 'Taylor Swift', 'Lover', 'Cruel Summer']);
  return (
    <Breadcrumb aria-label="Metadata">
      <BreadcrumbList>
        {stack.map((name, index) => {
          const last = index === stack.length - 1;
          return (
            <Fragment key={name}>
              <BreadcrumbItem>
                {last ? (
                  <BreadcrumbPage>{name}</BreadcrumbPage>
                ) : (
                  <BreadcrumbLink asChild>
                    <button type="button" onClick={() => setStack(stack.slice(0, index + 1))}>
                      {name}
                    </button>
                  </BreadcrumbLink>
                )}
              </BreadcrumbItem>
              {/* A list item of its own, beside the crumb's (as the metadata browser does). */}
              {!last && <BreadcrumbSeparator />}
            </Fragment>
          );
        })}
      </BreadcrumbList>
    </Breadcrumb>
  );
}

export const ButtonsTruncateStack: Story = {
  render: () => <MetadataStack />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Metadata' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Taylor Swift' }));
    await expect(within(nav).getByText('Taylor Swift')).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).queryByText('Cruel Summer')).toBeNull();
  },
};

export const CollapsedAndLong: Story = {
  render: () => (
    <div className="w-72">
      <Breadcrumb>
        <BreadcrumbList>
          <BreadcrumbItem>
            <BreadcrumbLink href="/admin">{t('admin.title')}</BreadcrumbLink>
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem>
            <BreadcrumbEllipsis />
          </BreadcrumbItem>
          <BreadcrumbSeparator />
          <BreadcrumbItem className="max-w-40">
            <BreadcrumbPage>An instance with a name far too long for the bar</BreadcrumbPage>
          </BreadcrumbItem>
        </BreadcrumbList>
      </Breadcrumb>
    </div>
  ),
};

export const RightToLeft: Story = {
  render: () => (
    <div dir="rtl">
      <MetadataStack />
    </div>
  ),
};
