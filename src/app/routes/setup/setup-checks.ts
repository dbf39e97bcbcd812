/**
 * The /setup page's live checks: does the API answer and let this origin in, does the
 * sign-in address carry the configured client id, does the avatar host serve an image, and how far
 * apart are the server's clock and this device's. Each gives a verdict and a sentence in the
 * user's language; the network is passed in, so the unit tests drive every outcome.
 */
import { MOCK_AUTHORIZE_PATH } from '@/lib/runtime-config';
import type { SetupCheckVerdict } from '@/components/setup/setup-report';
import { t } from '@/lib/i18n';

export interface CheckOutcome {
  verdict: SetupCheckVerdict;
  message: string;
}

/** What asking the API once told us. */
export type ApiProbe =
  | {
      kind: 'answered';
      url: string;
      status: number;
      /** The server's `Date` header (ms), when its answer lets us read one. */
      serverTime: number | null;
      /** This device's time halfway through the request (ms). */
      localTime: number;
    }
  | { kind: 'csp' | 'cors' | 'unreachable'; url: string };

export interface ProbeNetwork {
  fetch: typeof fetch;
  now: () => number;
  /** Settles true when this page's CSP blocked a connection while `during` ran. */
  blockedByPolicy: <T>(
    during: () => Promise<T>,
  ) => Promise<{ value?: T; error?: unknown; blocked: boolean }>;
}

/** Where the check asks: the instance list, which answers 401 to a token it does not know. */
export function apiProbeUrl(apiBase: string, origin: string): string {
  return `${apiBase || origin}/api/instance`;
}

/**
 * Asks the API as the app does (an Authorization header, so the CORS preflight the app's calls
 * need is made too). A failure is told apart: the page's own CSP, the backend's CORS (an opaque
 * `no-cors` request still gets through), or nothing answering at all.
 */
export async function probeApi(url: string, network: ProbeNetwork): Promise<ApiProbe> {
  const started = network.now();
  const attempt = await network.blockedByPolicy(() =>
    network.fetch(url, {
      headers: { accept: 'application/json', authorization: 'Bearer setup-check' },
      cache: 'no-store',
      credentials: 'omit',
    }),
  );
  if (attempt.value) {
    const ended = network.now();
    const date = attempt.value.headers.get('date');
    const parsed = date ? Date.parse(date) : NaN;
    return {
      kind: 'answered',
      url,
      status: attempt.value.status,
      serverTime: Number.isFinite(parsed) ? parsed : null,
      localTime: (started + ended) / 2,
    };
  }
  if (attempt.blocked) return { kind: 'csp', url };
  try {
    await network.fetch(url, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
    return { kind: 'cors', url };
  } catch {
    return { kind: 'unreachable', url };
  }
}

export function apiVerdict(probe: ApiProbe, origin: string): CheckOutcome {
  const { url } = probe;
  switch (probe.kind) {
    case 'csp':
      return { verdict: 'failed', message: t('setup.api.csp', { url }) };
    case 'cors':
      return { verdict: 'failed', message: t('setup.api.cors', { url, origin }) };
    case 'unreachable':
      return { verdict: 'failed', message: t('setup.api.unreachable', { url }) };
    case 'answered':
      if (probe.status === 404)
        return { verdict: 'failed', message: t('setup.api.notFound', { url }) };
      if (probe.status >= 500) {
        return {
          verdict: 'warning',
          message: t('setup.api.serverError', { url, status: String(probe.status) }),
        };
      }
      return { verdict: 'ok', message: t('setup.api.ok', { url, status: String(probe.status) }) };
  }
}

/** Beyond this the session's expiry times mean something else on each side. */
const CLOCK_TOLERANCE_MS = 60_000;

export function clockVerdict(probe: ApiProbe | null): CheckOutcome {
  if (probe?.kind !== 'answered') return { verdict: 'skipped', message: t('setup.clock.skipped') };
  if (probe.serverTime === null) return { verdict: 'warning', message: t('setup.clock.unknown') };
  const skew = probe.serverTime - probe.localTime;
  // A Date header counts whole seconds.
  const seconds = String(Math.max(0, Math.round((Math.abs(skew) - 500) / 1000)));
  return Math.abs(skew) <= CLOCK_TOLERANCE_MS
    ? { verdict: 'ok', message: t('setup.clock.ok', { seconds }) }
    : { verdict: 'warning', message: t('setup.clock.off', { seconds }) };
}

/** The sign-in address the app sends people to, against the configuration it came from. */
export function authorizeVerdict(options: {
  configuredUrl: string;
  clientId: string;
  /** authorizeUrl()'s result for this page. */
  sentUrl: string;
  redirectUri: string;
  origin: string;
}): CheckOutcome {
  let configured: URL;
  let sent: URL;
  try {
    configured = new URL(options.configuredUrl, options.origin);
    sent = new URL(options.sentUrl);
  } catch {
    return {
      verdict: 'failed',
      message: t('setup.authorize.invalid', { url: options.configuredUrl }),
    };
  }
  if (
    sent.searchParams.get('client_id') !== options.clientId ||
    sent.searchParams.get('redirect_uri') !== options.redirectUri
  ) {
    return {
      verdict: 'failed',
      message: t('setup.authorize.invalid', { url: options.configuredUrl }),
    };
  }
  const named = configured.searchParams.get('client_id');
  if (named !== null && named !== options.clientId) {
    return {
      verdict: 'warning',
      message: t('setup.authorize.conflict', { found: named, clientId: options.clientId }),
    };
  }
  if (configured.origin === options.origin && configured.pathname === MOCK_AUTHORIZE_PATH) {
    return { verdict: 'warning', message: t('setup.authorize.mock') };
  }
  return { verdict: 'ok', message: t('setup.authorize.ok', { clientId: options.clientId }) };
}

/** Loads `url` as an image, as an avatar is shown (the CSP's img-src applies). */
export function loadImage(url: string, timeoutMs = 10_000): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image();
    image.referrerPolicy = 'no-referrer';
    const timer = setTimeout(() => resolve(false), timeoutMs);
    image.onload = () => {
      clearTimeout(timer);
      resolve(true);
    };
    image.onerror = () => {
      clearTimeout(timer);
      resolve(false);
    };
    image.src = url;
  });
}

/** The platform's first default avatar: every chat-platform CDN serves it, and the mock too. */
export function avatarProbeUrl(avatarHost: string): string {
  return `${avatarHost}/embed/avatars/0.png`;
}

export function avatarVerdict(url: string, loaded: boolean): CheckOutcome {
  return loaded
    ? { verdict: 'ok', message: t('setup.avatar.ok', { url }) }
    : { verdict: 'failed', message: t('setup.avatar.failed', { url }) };
}

/** The browser's own network, watching the page's `securitypolicyviolation` events. */
export const browserNetwork: ProbeNetwork = {
  fetch: (...args) => globalThis.fetch(...args),
  now: () => Date.now(),
  async blockedByPolicy(during) {
    let blocked = false;
    const seen = (event: SecurityPolicyViolationEvent) => {
      if (event.effectiveDirective === 'connect-src') blocked = true;
    };
    document.addEventListener('securitypolicyviolation', seen);
    try {
      return { value: await during(), blocked };
    } catch (error) {
      // The event is dispatched as a task of its own, after the fetch has failed.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { error, blocked };
    } finally {
      document.removeEventListener('securitypolicyviolation', seen);
    }
  },
};
