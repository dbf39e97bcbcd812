import { appConfig } from '@/app/config';

interface AuthorizeOptions {
  /** This page's origin: the platform sends the user back to `{origin}/login`. */
  origin: string;
  /** Anti-forgery value the platform hands back with the code. */
  state: string;
  clientId?: string;
  authorizeUrl?: string;
}

/** The chat platform's sign-in page for this dashboard (identity scope only, spec 1 §2). */
export function authorizeUrl({
  origin,
  state,
  clientId = appConfig.oauthClientId,
  authorizeUrl: base = appConfig.oauthAuthorizeUrl,
}: AuthorizeOptions): string {
  const url = new URL(base, origin);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'identify');
  url.searchParams.set('redirect_uri', `${origin}/login`);
  url.searchParams.set('state', state);
  return url.href;
}
