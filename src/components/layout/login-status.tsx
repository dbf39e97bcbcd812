import { Logo } from './logo';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { t, type MessageId } from '@/lib/i18n';

type LoginStatusProps =
  | { state: 'redirecting' | 'validating' }
  | {
      state: 'failed';
      /** What failed, shown as text (server text is untrusted). */
      error: string;
      onRetry: () => void;
      /** The retry button's words; "Try again" unless given ("Sign in again" after a refused
       *  `state`, where nothing is tried again: a new sign-in starts). */
      retryLabel?: string;
      /** The setup check (/setup under the base path), linked from every failure. */
      setupHref?: string;
      /**
       * The failure looks like the deployment's (the platform refused the redirect or client id,
       * the API could not be reached): say so, and point at the setup check first.
       */
      setupHint?: boolean;
    };

const BUSY_TEXT = {
  redirecting: 'login.redirecting',
  validating: 'login.validating',
} as const satisfies Record<string, MessageId>;

/** The /login callback: on its way to the sign-in page, checking the code, or failed. */
function LoginStatus(props: LoginStatusProps) {
  return (
    <main
      data-slot="login-status"
      data-state={props.state}
      className="grid min-h-dvh place-items-center bg-bg p-6 text-fg"
    >
      <div className="flex w-full max-w-md flex-col items-center gap-6 text-center">
        <Logo />
        {props.state === 'failed' ? (
          <ErrorMessage
            className="w-full text-start"
            title={t('login.failed')}
            action={
              <div className="flex flex-wrap items-center gap-4">
                <Button onClick={props.onRetry}>{props.retryLabel ?? t('login.tryAgain')}</Button>
                {props.setupHref && (
                  <a className="text-primary underline underline-offset-4" href={props.setupHref}>
                    {t('login.openSetup')}
                  </a>
                )}
              </div>
            }
          >
            {props.error}
            {props.setupHint && (
              <p data-slot="login-setup-hint" className="mt-2">
                {t('login.setupHint')}
              </p>
            )}
          </ErrorMessage>
        ) : (
          <p className="flex items-center gap-3 text-muted-fg">
            <Spinner className="size-6" label={t(BUSY_TEXT[props.state])} />
            <span aria-hidden>{t(BUSY_TEXT[props.state])}</span>
          </p>
        )}
      </div>
    </main>
  );
}

export { LoginStatus };
