import { CircleCheck, CircleMinus, CircleX, TriangleAlert } from 'lucide-react';
import { Logo } from '@/components/layout/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { t, type MessageId } from '@/lib/i18n';

type SetupCheckVerdict = 'running' | 'ok' | 'warning' | 'failed' | 'skipped';

interface SetupCheck {
  id: string;
  /** What is checked, e.g. "The API answers". */
  title: string;
  verdict: SetupCheckVerdict;
  /** What was found, and what to do about it; empty while running. */
  message: string;
}

interface SetupSetting {
  /** The environment variable that sets it (DASHBOARD_…), shown as written. */
  variable: string;
  label: string;
  value: string;
}

interface SetupReportProps {
  /** The effective configuration: nothing in it is secret. */
  settings: SetupSetting[];
  /** The address to register with the chat platform, exactly. */
  redirectUri: string;
  checks: SetupCheck[];
  onCheckAgain: () => void;
  /** Where "Go to sign-in" leads (under the base path). */
  signInHref: string;
}

const VERDICT_TEXT = {
  running: 'setup.verdict.running',
  ok: 'setup.verdict.ok',
  warning: 'setup.verdict.warning',
  failed: 'setup.verdict.failed',
  skipped: 'setup.verdict.skipped',
} as const satisfies Record<SetupCheckVerdict, MessageId>;

const VERDICT_BADGE = {
  running: 'neutral',
  ok: 'success',
  warning: 'warning',
  failed: 'error',
  skipped: 'neutral',
} as const;

function VerdictIcon({ verdict }: { verdict: SetupCheckVerdict }) {
  if (verdict === 'running')
    return <Spinner className="size-5" label={t('setup.verdict.running')} />;
  const Icon = {
    ok: CircleCheck,
    warning: TriangleAlert,
    failed: CircleX,
    skipped: CircleMinus,
  }[verdict];
  const tone = {
    ok: 'text-success',
    warning: 'text-warning',
    failed: 'text-danger',
    skipped: 'text-muted-fg',
  }[verdict];
  return <Icon aria-hidden className={`size-5 shrink-0 ${tone}`} />;
}

/**
 * /setup for whoever hosts the dashboard: what it was configured with, the redirect
 * address to register with the chat platform, and each live check with its verdict in words (the
 * colour and the icon only repeat it).
 */
function SetupReport({
  settings,
  redirectUri,
  checks,
  onCheckAgain,
  signInHref,
}: SetupReportProps) {
  const running = checks.some((check) => check.verdict === 'running');
  return (
    <main data-slot="setup-report" className="min-h-dvh bg-bg px-4 py-8 text-fg sm:px-8">
      <div className="mx-auto flex max-w-3xl flex-col gap-8">
        <header className="flex flex-col gap-3">
          <Logo />
          <h1 className="font-display text-3xl font-bold">{t('setup.title')}</h1>
          <p className="text-muted-fg">{t('setup.intro')}</p>
        </header>

        <section aria-labelledby="setup-redirect" className="flex flex-col gap-2">
          <h2 id="setup-redirect" className="text-xl font-semibold">
            {t('setup.redirectHeading')}
          </h2>
          <p className="text-muted-fg">{t('setup.redirectHelp')}</p>
          <code
            data-exact-case
            data-slot="setup-redirect-uri"
            className="block rounded-md border bg-card p-3 font-mono text-sm wrap-anywhere text-card-fg"
          >
            {redirectUri}
          </code>
        </section>

        <section aria-labelledby="setup-checks" aria-busy={running} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="setup-checks" className="text-xl font-semibold">
              {t('setup.checksHeading')}
            </h2>
            <Button variant="outline" onClick={onCheckAgain} disabled={running}>
              {t('setup.checkAgain')}
            </Button>
          </div>
          <ul className="flex flex-col gap-3">
            {checks.map((check) => (
              <li
                key={check.id}
                data-slot="setup-check"
                data-check={check.id}
                data-verdict={check.verdict}
                className="flex items-start gap-3 rounded-lg border bg-card p-4 text-card-fg"
              >
                <VerdictIcon verdict={check.verdict} />
                <div className="grid min-w-0 flex-1 gap-1">
                  <h3 className="flex flex-wrap items-center gap-2 font-medium">
                    {check.title}
                    <Badge variant={VERDICT_BADGE[check.verdict]}>
                      {t(VERDICT_TEXT[check.verdict])}
                    </Badge>
                  </h3>
                  {check.message && (
                    <p className="text-sm wrap-anywhere text-muted-fg">{check.message}</p>
                  )}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="setup-settings" className="flex flex-col gap-2">
          <h2 id="setup-settings" className="text-xl font-semibold">
            {t('setup.configHeading')}
          </h2>
          <p className="text-muted-fg">{t('setup.configHelp')}</p>
          <dl className="grid gap-x-6 gap-y-3 rounded-lg border bg-card p-4 text-sm text-card-fg sm:grid-cols-[auto_1fr]">
            {settings.map((setting) => (
              <div key={setting.variable} className="contents">
                <dt className="font-medium">
                  {setting.label}
                  <span data-exact-case className="block font-mono text-xs text-muted-fg">
                    {setting.variable}
                  </span>
                </dt>
                <dd data-exact-case className="font-mono wrap-anywhere">
                  {setting.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <p>
          <a className="text-primary underline underline-offset-4" href={signInHref}>
            {t('setup.signIn')}
          </a>
        </p>
      </div>
    </main>
  );
}

export {
  SetupReport,
  type SetupCheck,
  type SetupCheckVerdict,
  type SetupReportProps,
  type SetupSetting,
};
