import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SetupReport, type SetupReportProps } from '@/components/setup/setup-report';
import { t } from '@/lib/i18n';
import { representativeThemeModes } from '../../.storybook/modes';
import { catalogStory } from '../support/catalog-args';

const meta = {
  title: 'Setup/SetupReport',
  component: SetupReport,
  parameters: { layout: 'fullscreen', chromatic: { modes: representativeThemeModes } },
} satisfies Meta<typeof SetupReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const API = 'https://api.bot.example.org';

function settings(): SetupReportProps['settings'] {
  return [
    { variable: 'DASHBOARD_API_BASE_URL', label: t('setup.config.api'), value: API },
    {
      variable: 'DASHBOARD_OAUTH_CLIENT_ID',
      label: t('setup.config.clientId'),
      value: '1234567890',
    },
    {
      variable: 'DASHBOARD_OAUTH_AUTHORIZE_URL',
      label: t('setup.config.authorizeUrl'),
      value: 'https://discord.com/oauth2/authorize',
    },
    {
      variable: 'DASHBOARD_AVATAR_HOST',
      label: t('setup.config.avatarHost'),
      value: 'https://cdn.discordapp.com/',
    },
    {
      variable: 'DASHBOARD_SERVER_PANEL_URL',
      label: t('setup.config.serverPanel'),
      value: t('setup.config.none'),
    },
    { variable: 'DASHBOARD_BASE_PATH', label: t('setup.config.basePath'), value: '/dashboard/' },
  ];
}

/** One spy for every render: catalogStory makes the args again when the story renders. */
const onCheckAgain = fn();

function report(checks: SetupReportProps['checks']): SetupReportProps {
  return {
    settings: settings(),
    redirectUri: 'https://bot.example.org/dashboard/login',
    checks,
    onCheckAgain,
    signInHref: '/dashboard/login',
  };
}

export const Checking: Story = catalogStory(() =>
  report([
    { id: 'api', title: t('setup.api.title'), verdict: 'running', message: '' },
    {
      id: 'authorize',
      title: t('setup.authorize.title'),
      verdict: 'ok',
      message: t('setup.authorize.ok', { clientId: '1234567890' }),
    },
    { id: 'avatar', title: t('setup.avatar.title'), verdict: 'running', message: '' },
    { id: 'clock', title: t('setup.clock.title'), verdict: 'running', message: '' },
  ]),
);
Checking.play = async ({ canvasElement }) => {
  const page = within(canvasElement);
  await expect(page.getByRole('button', { name: 'Check again' })).toBeDisabled();
  await expect(page.getByText('https://bot.example.org/dashboard/login')).toBeVisible();
};

export const AllGood: Story = catalogStory(() =>
  report([
    {
      id: 'api',
      title: t('setup.api.title'),
      verdict: 'ok',
      message: t('setup.api.ok', { url: `${API}/api/instance`, status: '401' }),
    },
    {
      id: 'authorize',
      title: t('setup.authorize.title'),
      verdict: 'ok',
      message: t('setup.authorize.ok', { clientId: '1234567890' }),
    },
    {
      id: 'avatar',
      title: t('setup.avatar.title'),
      verdict: 'ok',
      message: t('setup.avatar.ok', { url: 'https://cdn.discordapp.com/embed/avatars/0.png' }),
    },
    {
      id: 'clock',
      title: t('setup.clock.title'),
      verdict: 'ok',
      message: t('setup.clock.ok', { seconds: '1' }),
    },
  ]),
);
AllGood.play = async ({ canvasElement, args }) => {
  const page = within(canvasElement);
  await expect(page.getByRole('heading', { name: 'Setup check', level: 1 })).toBeVisible();
  const checks = page.getAllByRole('listitem');
  await expect(checks).toHaveLength(4);
  for (const check of checks) await expect(check).toHaveTextContent('OK');
  await userEvent.click(page.getByRole('button', { name: 'Check again' }));
  await expect(args.onCheckAgain).toHaveBeenCalled();
};

export const Problems: Story = catalogStory(() =>
  report([
    {
      id: 'api',
      title: t('setup.api.title'),
      verdict: 'failed',
      message: t('setup.api.cors', {
        url: `${API}/api/instance`,
        origin: 'https://bot.example.org',
      }),
    },
    {
      id: 'authorize',
      title: t('setup.authorize.title'),
      verdict: 'warning',
      message: t('setup.authorize.conflict', { found: '777', clientId: '1234567890' }),
    },
    {
      id: 'avatar',
      title: t('setup.avatar.title'),
      verdict: 'failed',
      message: t('setup.avatar.failed', { url: 'https://cdn.example/embed/avatars/0.png' }),
    },
    {
      id: 'clock',
      title: t('setup.clock.title'),
      verdict: 'skipped',
      message: t('setup.clock.skipped'),
    },
  ]),
);
Problems.play = async ({ canvasElement }) => {
  const page = within(canvasElement);
  await expect(page.getAllByText('Failed', { exact: true })).toHaveLength(2);
  await expect(page.getByText('Warning', { exact: true })).toBeVisible();
  await expect(page.getByText('Skipped', { exact: true })).toBeVisible();
};
