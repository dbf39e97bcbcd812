import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LoginStatus } from '@/components/layout/login-status';
import { representativeThemeModes } from '../../.storybook/modes';
import { t } from '@/lib/i18n';
import { catalogArgs } from '../support/catalog-args';

const meta = {
  title: 'Layout/LoginStatus',
  component: LoginStatus,
  parameters: { layout: 'fullscreen', chromatic: { modes: representativeThemeModes } },
} satisfies Meta<typeof LoginStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Redirecting: Story = {
  args: { state: 'redirecting' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Taking you to the sign-in page…' }),
    ).toBeVisible();
  },
};

export const Validating: Story = {
  args: { state: 'validating' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: 'Signing you in…' }),
    ).toBeVisible();
  },
};

export const Failed: Story = {
  decorators: [
    catalogArgs(() => ({
      error: t('login.codeRefused', { detail: 'The code is unknown, used or expired.' }),
    })),
  ],
  args: {
    state: 'failed',
    error: 'The sign-in code was refused: The code is unknown, used or expired.',
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('Sign-in failed');
    await expect(page.getByRole('alert')).toHaveTextContent(
      'The code is unknown, used or expired.',
    );
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    if (args.state === 'failed') await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A failure that looks like the deployment's: the setup check is pointed at first. */
export const FailedPointingAtSetup: Story = {
  decorators: [
    catalogArgs(() => ({
      error: t('login.unreachable', { detail: 'Failed to fetch' }),
    })),
  ],
  args: {
    state: 'failed',
    error: 'The server could not be reached: Failed to fetch',
    onRetry: fn(),
    setupHref: '/dashboard/setup',
    setupHint: true,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('may not be set up right');
    await expect(page.getByRole('link', { name: 'Open the setup check' })).toHaveAttribute(
      'href',
      '/dashboard/setup',
    );
  },
};

/** A sign-in this tab did not start (its `state` is not this tab's): refused, and a new one offered. */
export const FailedOtherTab: Story = {
  decorators: [
    catalogArgs(() => ({ error: t('login.otherTab'), retryLabel: t('login.signInAgain') })),
  ],
  args: {
    state: 'failed',
    error: 'This sign-in answer was not started from this browser tab.',
    retryLabel: 'Sign in again',
    onRetry: fn(),
    setupHref: '/setup',
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('alert')).toHaveTextContent('not started from this browser tab');
    await userEvent.click(page.getByRole('button', { name: 'Sign in again' }));
    if (args.state === 'failed') await expect(args.onRetry).toHaveBeenCalled();
  },
};
