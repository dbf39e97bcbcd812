/**
 * The stand-in for the chat platform's OAuth screen. GET shows one form per persona (no script,
 * so it works under a strict CSP); POST mints a one-time code and redirects to redirect_uri.
 */
import type { Hono } from 'hono';
import type { MockApiContext } from './context.ts';
import type { MockEnv } from './env.ts';
import type { MockEnvBindings } from './http.ts';
import { PERSONAS } from './seed-world.ts';

const STYLESHEET = `
body { font-family: system-ui, sans-serif; background: #1e1f22; color: #f2f3f5; margin: 0;
  min-height: 100vh; display: grid; place-items: center; }
main { background: #2b2d31; border-radius: 12px; padding: 32px; width: min(420px, 90vw); }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
p { color: #b5bac1; margin: 0 0 24px; }
form { margin: 0 0 12px; }
button { width: 100%; padding: 12px; border: 0; border-radius: 8px; font-size: 1rem;
  background: #5865f2; color: #fff; cursor: pointer; text-align: left; }
button:hover, button:focus-visible { background: #4752c4; outline: 2px solid #fff; }
small { display: block; color: #b5bac1; font-size: 0.8rem; margin: 4px 0 0 4px; }
.error { color: #fa777c; }
main:has(pre) { width: min(760px, 94vw); }
h2 { font-size: 1.1rem; margin: 0 0 8px; }
pre { white-space: pre-wrap; background: #1e1f22; padding: 12px; border-radius: 8px;
  font-size: 0.8rem; margin: 0; }
`;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface AuthorizeRequest {
  clientId: string;
  redirectUri: URL;
  state: string | null;
}

/** Checks the query (or form) the way an OAuth server would; returns the problem or the request. */
function parseAuthorize(
  get: (name: string) => string | undefined,
  env: Pick<MockEnv, 'oauthClientId' | 'allowedOrigins'>,
): AuthorizeRequest | string {
  const clientId = get('client_id');
  if (!clientId) return 'client_id is required.';
  if (env.oauthClientId !== '' && clientId !== env.oauthClientId) {
    return `Unknown application: client_id "${clientId}" is not registered here (MOCK_OAUTH_CLIENT_ID).`;
  }
  if (get('response_type') !== 'code') return 'response_type must be "code".';
  const scope = get('scope') ?? '';
  if (!scope.split(/[\s+]/).includes('identify')) return 'scope must include "identify".';
  const raw = get('redirect_uri');
  if (!raw) return 'redirect_uri is required.';
  let redirectUri: URL;
  try {
    redirectUri = new URL(raw);
  } catch {
    return 'redirect_uri must be an absolute URL.';
  }
  if (redirectUri.protocol !== 'http:' && redirectUri.protocol !== 'https:') {
    return 'redirect_uri must be an http or https URL.';
  }
  if (env.allowedOrigins.length > 0 && !env.allowedOrigins.includes(redirectUri.origin)) {
    return `Invalid redirect_uri: ${redirectUri.href} is not registered for this application (MOCK_ALLOWED_ORIGINS: ${env.allowedOrigins.join(', ')}).`;
  }
  return { clientId, redirectUri, state: get('state') ?? null };
}

const PERSONA_NOTES: Record<string, string> = {
  'root-admin': 'flags:root: every permission and the admin area',
  dj: 'every web permission on their servers, and downloads',
  listener: 'may queue and search, nothing else',
  newcomer: 'in no server yet',
};

/**
 * The pages' icon, inline: without one Firefox asks for /favicon.ico, which the policy below
 * refuses (a CSP report in the console of every sign-in).
 */
const ICON = "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'/%3E";

/** A page of the mock's own (the sign-in screen, the server panel), on the mock's stylesheet. */
export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/mock-oauth/sign-in.css">
<link rel="icon" href="${ICON}">
</head>
<body><main>${body}</main></body>
</html>`;
}

export function securityHeaders(formTarget?: string): Record<string, string> {
  const formAction = ["'self'", formTarget].filter(Boolean).join(' ');
  return {
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; img-src data:; form-action ${formAction}; frame-ancestors 'none'; base-uri 'none'`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'no-store',
  };
}

export function registerSignInPage(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  app.get('/mock-oauth/sign-in.css', (c) =>
    c.body(STYLESHEET, 200, { 'Content-Type': 'text/css; charset=utf-8' }),
  );

  app.get('/mock-oauth/authorize', (c) => {
    const request = parseAuthorize((name) => c.req.query(name), ctx.env);
    if (typeof request === 'string') {
      return c.html(
        page('Sign-in error', `<h1>Cannot sign in</h1><p class="error">${escapeHtml(request)}</p>`),
        400,
        securityHeaders(),
      );
    }
    const hidden = [
      ['client_id', request.clientId],
      ['response_type', 'code'],
      ['scope', 'identify'],
      ['redirect_uri', request.redirectUri.href],
      ...(request.state === null ? [] : [['state', request.state]]),
    ]
      .map(
        ([name, value]) =>
          `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`,
      )
      .join('');
    const forms = PERSONAS.map((persona) => {
      const user = ctx.state.users.get(persona.userId);
      const who = user ? `${user.discordUsername}#${user.discordDiscriminator}` : persona.label;
      // The button's name is exactly the persona's label; who it is comes as its description.
      const noteId = `persona-${persona.id}-note`;
      return `<form method="post" action="/mock-oauth/authorize">${hidden}<input type="hidden" name="persona" value="${persona.id}"><button type="submit" aria-describedby="${noteId}">${escapeHtml(persona.label)}</button><small id="${noteId}">${escapeHtml(who)}: ${escapeHtml(PERSONA_NOTES[persona.id] ?? '')}</small></form>`;
    }).join('');
    return c.html(
      page(
        'Sign in — mock chat platform',
        `<h1>Sign in to the dashboard</h1><p>Mock OAuth screen: choose who you are.</p>${forms}`,
      ),
      200,
      securityHeaders(request.redirectUri.origin),
    );
  });

  app.post('/mock-oauth/authorize', async (c) => {
    const form = await c.req.parseBody();
    const get = (name: string) =>
      typeof form[name] === 'string' ? (form[name] as string) : undefined;
    const request = parseAuthorize(get, ctx.env);
    if (typeof request === 'string') return c.text(request, 400);
    const persona = PERSONAS.find((p) => p.id === get('persona'));
    if (!persona)
      return c.text(`persona must be one of ${PERSONAS.map((p) => p.id).join(', ')}.`, 400);
    const target = new URL(request.redirectUri);
    target.searchParams.set('code', ctx.sessions.issueOAuthCode(persona.userId));
    if (request.state !== null) target.searchParams.set('state', request.state);
    return c.redirect(target.href, 303);
  });
}
