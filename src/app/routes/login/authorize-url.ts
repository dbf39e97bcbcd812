import { appBaseHref } from '@/app/base-path';
import { deploymentConfig } from '@/lib/runtime-config';

interface AuthorizeOptions {
  /** This page's origin: the platform sends the user back to `{origin}{basePath}login`. */
  origin: string;
  /** The dashboard's path on that origin, a slash at each end (`/`, `/dashboard/`). */
  basePath?: string;
  /** Anti-forgery value the platform hands back with the code. */
  state: string;
  clientId?: string;
  authorizeUrl?: string;
}

/**
 * The address the platform sends the user back to, exactly as it must be registered with the
 * platform: `https://bot.example.org/login`, or `https://bot.example.org/dashboard/login` under a
 * sub-path. The /setup page shows it.
 */
export function redirectUri(origin: string, basePath: string = appBaseHref()): string {
  return `${origin}${basePath}login`;
}

/** The chat platform's sign-in page for this dashboard (identity scope only, spec 1 §2). */
export function authorizeUrl({
  origin,
  basePath,
  state,
  clientId = deploymentConfig.oauthClientId,
  authorizeUrl: base = deploymentConfig.oauthAuthorizeUrl,
}: AuthorizeOptions): string {
  const url = new URL(base, origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'identify');
  url.searchParams.set('redirect_uri', redirectUri(origin, basePath));
  url.searchParams.set('state', state);
  return url.href;
}
