/**
 * Auth: the token pair (sign-in by code, refresh with rotation, revoke), the login code, and the
 * bearer check every other /api path sits behind.
 */
import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { MockApiContext } from './context.ts';
import { type MockEnvBindings, readBody, unauthorized } from './http.ts';
import type { MockUser } from './model.ts';
import { hexFrom } from './random.ts';
import type { WireLoginCode, WireTokenPair } from './wire.ts';

/**
 * Paths that work without a session token (the spec's `security: []`). Revoke is not one: like
 * a strict backend, it needs the bearer of the session whose refresh token it ends.
 */
const PUBLIC_PATHS = [/^\/api\/auth\/refresh$/, /^\/api\/auth\/login\/[^/]+$/];

const refreshBody = z.object({ refreshToken: z.string().min(1) }).strict();

async function issuePair(ctx: MockApiContext, user: MockUser): Promise<WireTokenPair> {
  return { jwt: await ctx.jwt.sign(user), refresh: ctx.sessions.issueRefresh(user.id) };
}

export function bearerAuth(ctx: MockApiContext): MiddlewareHandler<MockEnvBindings> {
  return async (c, next) => {
    if (PUBLIC_PATHS.some((pattern) => pattern.test(c.req.path))) return next();
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return unauthorized('A bearer token is required.');
    const claims = await ctx.jwt.verify(match[1]);
    if (!claims) return unauthorized('The token is invalid or has expired.');
    const user = ctx.state.users.get(claims.sub);
    if (!user) return unauthorized('The token names an unknown user.');
    c.set('user', user);
    return next();
  };
}

export function registerAuth(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  app.post('/api/auth/refresh', async (c) => {
    const { refreshToken } = await readBody(c, refreshBody);
    const outcome = ctx.sessions.rotate(refreshToken);
    if ('refused' in outcome) return unauthorized(outcome.refused);
    const user = ctx.state.users.get(outcome.userId);
    if (!user) return unauthorized('The refresh token names an unknown user.');
    return c.json(await issuePair(ctx, user), 200);
  });

  // An OAuth code from the sign-in page works once; a user's login code works until regenerated.
  app.post('/api/auth/login/:code', async (c) => {
    const code = c.req.param('code');
    const userId =
      ctx.sessions.takeOAuthCode(code) ??
      [...ctx.state.users.values()].find((u) => u.loginCode === code)?.id ??
      null;
    const user = userId ? ctx.state.users.get(userId) : undefined;
    if (!user) return unauthorized('The code is unknown, used or expired.');
    user.lastLoginDateTime = ctx.clock.now();
    return c.json(await issuePair(ctx, user), 200);
  });

  app.get('/api/auth/code', (c) =>
    c.json({ code: c.get('user').loginCode } satisfies WireLoginCode, 200),
  );

  app.post('/api/auth/code/regenerate', (c) => {
    const user = c.get('user');
    user.loginCode = hexFrom(
      `login-code:${user.id}:${ctx.clock.now()}:${ctx.state.random.next()}`,
      8,
    ).toUpperCase();
    return c.json({ code: user.loginCode } satisfies WireLoginCode, 200);
  });

  app.post('/api/auth/revoke', async (c) => {
    const { refreshToken } = await readBody(c, refreshBody);
    // Only the bearer's own token ends; any other answers the same, so nothing is learnt from it.
    ctx.sessions.revoke(refreshToken, c.get('user').id);
    return c.body(null, 204);
  });
}
