import { useEffect, useState } from 'react';
import { appBaseHref, appHref } from '@/app/base-path';
import { deploymentConfig } from '@/lib/runtime-config';
import { SetupReport, type SetupCheck, type SetupSetting } from '@/components/setup/setup-report';
import { t, type MessageId } from '@/lib/i18n';
import { authorizeUrl, redirectUri } from '../login/authorize-url';
import {
  apiProbeUrl,
  apiVerdict,
  authorizeVerdict,
  avatarProbeUrl,
  avatarVerdict,
  browserNetwork,
  clockVerdict,
  loadImage,
  probeApi,
  type CheckOutcome,
} from './setup-checks';

const CHECK_IDS = ['api', 'authorize', 'avatar', 'clock'] as const;
type CheckId = (typeof CHECK_IDS)[number];

const TITLES = {
  api: 'setup.api.title',
  authorize: 'setup.authorize.title',
  avatar: 'setup.avatar.title',
  clock: 'setup.clock.title',
} as const satisfies Record<CheckId, MessageId>;

type LiveCheckId = Exclude<CheckId, 'authorize'>;

const RUNNING: CheckOutcome = { verdict: 'running', message: '' };
const ALL_RUNNING: Record<LiveCheckId, CheckOutcome> = {
  api: RUNNING,
  avatar: RUNNING,
  clock: RUNNING,
};

function settingsOf(origin: string): SetupSetting[] {
  return [
    {
      variable: 'DASHBOARD_API_BASE_URL',
      label: t('setup.config.api'),
      value: deploymentConfig.apiBaseUrl || t('setup.config.sameOrigin', { origin }),
    },
    {
      variable: 'DASHBOARD_OAUTH_CLIENT_ID',
      label: t('setup.config.clientId'),
      value: deploymentConfig.oauthClientId,
    },
    {
      variable: 'DASHBOARD_OAUTH_AUTHORIZE_URL',
      label: t('setup.config.authorizeUrl'),
      value: new URL(deploymentConfig.oauthAuthorizeUrl, origin).href,
    },
    {
      variable: 'DASHBOARD_AVATAR_HOST',
      label: t('setup.config.avatarHost'),
      value: new URL(deploymentConfig.avatarHost, origin).href,
    },
    {
      variable: 'DASHBOARD_SERVER_PANEL_URL',
      label: t('setup.config.serverPanel'),
      value: deploymentConfig.serverPanelUrl || t('setup.config.none'),
    },
    { variable: 'DASHBOARD_BASE_PATH', label: t('setup.config.basePath'), value: appBaseHref() },
  ];
}

/**
 * /setup: reachable without signing in, under the base path, so an operator can check a site
 * before anyone can sign in to it (docs/deploy.md). Shows the effective configuration and the
 * redirect address to register, and runs the live checks (again on demand).
 */
export function SetupRoute() {
  const origin = window.location.origin;
  const redirect = redirectUri(origin);
  const [round, setRound] = useState(0);
  const [outcomes, setOutcomes] = useState<Record<LiveCheckId, CheckOutcome>>(ALL_RUNNING);
  // Worked out from the configuration alone, with no request.
  const authorize = authorizeVerdict({
    configuredUrl: deploymentConfig.oauthAuthorizeUrl,
    clientId: deploymentConfig.oauthClientId,
    sentUrl: authorizeUrl({ origin, state: 'setup-check' }),
    redirectUri: redirect,
    origin,
  });

  useEffect(() => {
    let current = true;
    const settle = (id: LiveCheckId, outcome: CheckOutcome) => {
      if (current) setOutcomes((before) => ({ ...before, [id]: outcome }));
    };
    void probeApi(apiProbeUrl(deploymentConfig.apiBaseUrl, origin), browserNetwork).then(
      (probe) => {
        settle('api', apiVerdict(probe, origin));
        settle('clock', clockVerdict(probe));
      },
    );
    const avatar = new URL(avatarProbeUrl(deploymentConfig.avatarHost), origin).href;
    void loadImage(avatar).then((loaded) => settle('avatar', avatarVerdict(avatar, loaded)));
    return () => {
      current = false;
    };
  }, [round, origin]);

  const all: Record<CheckId, CheckOutcome> = { ...outcomes, authorize };
  const checks: SetupCheck[] = CHECK_IDS.map((id) => ({
    id,
    title: t(TITLES[id]),
    ...all[id],
  }));
  return (
    <SetupReport
      settings={settingsOf(origin)}
      redirectUri={redirect}
      checks={checks}
      onCheckAgain={() => {
        setOutcomes(ALL_RUNNING);
        setRound((n) => n + 1);
      }}
      signInHref={appHref('login')}
    />
  );
}
