import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '@/api/api-error';
import { appHref } from '@/app/base-path';
import { signInWithCode } from '@/api/auth/actions';
import { LoginStatus } from '@/components/layout/login-status';
import { authorizeUrl } from './authorize-url';
import { checkOAuthState, clearOAuthState, createOAuthState } from './oauth-state';
import { t } from '@/lib/i18n';

function goToSignInPage() {
  window.location.assign(
    authorizeUrl({ origin: window.location.origin, state: createOAuthState() }),
  );
}

// The page is leaving for the sign-in page: a second effect run (React's StrictMode mounts twice
// in development) must not start a second request with a second state.
let leaving = false;

function leaveForSignInPage() {
  if (leaving) return;
  leaving = true;
  goToSignInPage();
}

interface Failure {
  text: string;
  /** Likely the deployment's: the sign-in error points at /setup first. */
  setup: boolean;
  /** The button's words when not "Try again". */
  retryLabel?: string;
}

/** A refusal that names the redirect address or the client: the platform and the dashboard disagree. */
const SETUP_WORDS = /redirect|client[ _]?id|invalid_client|unauthorized_client/i;

function describeFailure(error: unknown): Failure {
  if (error instanceof ApiError) {
    return {
      text:
        error.status === 401
          ? t('login.codeRefused', { detail: error.message })
          : t('login.codeUnchecked', { detail: error.message }),
      setup: SETUP_WORDS.test(error.message),
    };
  }
  // No answer at all: the API's address, its CORS or this site's policy (the setup check tells).
  const detail = error instanceof Error ? error.message : String(error);
  return { text: t('login.unreachable', { detail }), setup: true };
}

/**
 * /login, the OAuth callback (spec 1 §2). Without `code` it sends the browser to the sign-in
 * page; with one it shows a spinner while the server exchanges it for the token pair, then
 * goes to /home. A refusal shows what failed and a way to try again.
 */
export function LoginRoute() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // An empty or blank code is no code (spec 1 §2 "If absent"): the platform's sign-in page, not
  // a request the server can only refuse with a technical text.
  const given = params.get('code');
  const code = given === null || given.trim() === '' ? null : given;
  const state = params.get('state');
  const platformError = params.get('error_description') ?? params.get('error');
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    if (platformError !== null) return;
    if (code === null) {
      leaveForSignInPage();
      return;
    }
    if (!checkOAuthState(state)) return;
    let current = true;
    signInWithCode(code)
      .then(() => {
        clearOAuthState();
        if (current) navigate('/home', { replace: true });
      })
      .catch((error: unknown) => {
        if (current) setFailure(describeFailure(error));
      });
    return () => {
      current = false;
    };
  }, [code, state, platformError, navigate]);

  const error: Failure | null =
    platformError !== null
      ? // The platform sent the user back with an error: its settings and ours disagree.
        { text: t('login.platformError', { detail: platformError }), setup: true }
      : code !== null && !checkOAuthState(state)
        ? // A sign-in finished in another tab, or a link someone else made: refused (the state
          // guards against a forged sign-in, docs/screens.md), and a fresh one offered.
          { text: t('login.otherTab'), setup: false, retryLabel: t('login.signInAgain') }
        : failure;
  if (error !== null) {
    return (
      <LoginStatus
        state="failed"
        error={error.text}
        onRetry={goToSignInPage}
        retryLabel={error.retryLabel}
        setupHref={appHref('setup')}
        setupHint={error.setup}
      />
    );
  }
  return <LoginStatus state={code === null ? 'redirecting' : 'validating'} />;
}
