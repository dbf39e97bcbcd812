/**
 * The mock backend: one Hono app holding the whole world in memory. Mounted by Vite (npm start),
 * by mock-api/server.ts (npm run mock-api) and by MSW (Storybook, Vitest).
 */
import { ensureServerLanguage } from './server-language.ts';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { registerAdminInstances } from './admin-instances.ts';
import { registerAdminUsers, rootOnly } from './admin-users.ts';
import { aspnetWire } from './aspnet-wire.ts';
import { registerAssets } from './assets.ts';
import { bearerAuth, registerAuth } from './auth.ts';
import { type Clock, systemClock } from './clock.ts';
import type { MockApiContext } from './context.ts';
import { registerDownload } from './download.ts';
import { defaultEnv, type MockEnv } from './env.ts';
import { faults } from './faults.ts';
import type { MockEnvBindings } from './http.ts';
import { registerInstances } from './instances.ts';
import { createJwtIssuer } from './jwt.ts';
import { registerMetadata } from './metadata.ts';
import type { MockState, PersonaId } from './model.ts';
import { registerOfflineGuard } from './offline.ts';
import { registerPlayer } from './player.ts';
import { registerQueue } from './queue.ts';
import { registerSearch } from './search.ts';
import { PERSONAS, seedWorld } from './seed-world.ts';
import { createSessionStore } from './sessions.ts';
import { absoluteAssetUrls } from './absolute-assets.ts';
import { registerServerPanelPage } from './server-panel-page.ts';
import { registerSignInPage } from './sign-in-page.ts';
import { advanceWorld } from './simulation.ts';
import type { WireTokenPair } from './wire.ts';

export interface MockApiOptions {
  clock?: Clock;
  /** Seeds the run-time randomness (shuffle, random lists, error rate). */
  seed?: number;
  env?: Partial<MockEnv>;
  /** Who mounted it; sent back as X-Mock-Api so a test can tell which handler answered. */
  mount?: string;
  /**
   * Answer cross-origin calls (the standalone server, when the app runs on another port). Off
   * where the mock shares the app's origin.
   */
  cors?: boolean;
}

export interface MockApi {
  app: Hono<MockEnvBindings>;
  fetch: (request: Request) => Promise<Response>;
  state: MockState;
  clock: Clock;
  env: MockEnv;
  /**
   * A fresh token pair for a persona (or any seeded user id), as the sign-in page and the code
   * exchange would give: for stories and tests that start signed in.
   */
  signIn(who: PersonaId | string): Promise<WireTokenPair>;
}

export function createMockApi(options: MockApiOptions = {}): MockApi {
  ensureServerLanguage();
  const clock = options.clock ?? systemClock;
  const env: MockEnv = { ...defaultEnv, ...options.env };
  const state = seedWorld(clock.now(), options.seed ?? 1, env.queueTracks);
  const ctx: MockApiContext = {
    state,
    clock,
    env,
    jwt: createJwtIssuer(clock, env.tokenTtlSeconds),
    sessions: createSessionStore(clock),
  };

  const app = new Hono<MockEnvBindings>();
  const mount = options.mount ?? 'mock-api';
  app.use('*', async (c, next) => {
    await next();
    c.res.headers.set('X-Mock-Api', mount);
  });
  if (options.cors) {
    app.use(
      '/api/*',
      cors({
        // Any origin, or only MOCK_ALLOWED_ORIGINS when set (a browser elsewhere is refused).
        origin: (origin) =>
          env.allowedOrigins.length === 0 || env.allowedOrigins.includes(origin) ? origin : null,
        allowHeaders: ['Authorization', 'Content-Type', 'Accept'],
        // Date too: the dashboard's /setup page compares the server's clock with the browser's.
        exposeHeaders: ['Content-Length', 'Content-Disposition', 'X-Mock-Api', 'Date'],
        maxAge: 600,
      }),
    );
  }
  // On another origin than the app, image paths become full URLs of the mock's own.
  if (options.cors) app.use('/api/*', absoluteAssetUrls());
  // MOCK_WIRE=aspnet: every /api answer, errors included, in a real ASP.NET backend's shapes.
  if (env.wire === 'aspnet') app.use('/api/*', aspnetWire());
  app.use('/api/*', faults(ctx));
  // The world moves lazily: every request first brings players and power states up to now.
  app.use('/api/*', async (_c, next) => {
    advanceWorld(state, clock.now());
    return next();
  });
  app.use('/api/*', bearerAuth(ctx));
  app.use('/api/admin/*', rootOnly);
  registerOfflineGuard(app, ctx);

  registerAuth(app, ctx);
  registerInstances(app, ctx);
  registerPlayer(app, ctx);
  registerQueue(app, ctx);
  registerSearch(app, ctx);
  registerMetadata(app, ctx);
  registerAdminUsers(app, ctx);
  registerAdminInstances(app, ctx);
  registerDownload(app, ctx);
  registerSignInPage(app, ctx);
  registerServerPanelPage(app, ctx);
  registerAssets(app);

  app.notFound((c) => c.json({ message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof HTTPException) {
      const res = error.getResponse();
      res.headers.set('X-Mock-Api', mount);
      return res;
    }
    console.error('[mock-api]', error);
    return c.json(
      { message: `Mock backend error: ${error instanceof Error ? error.message : String(error)}` },
      500,
    );
  });

  return {
    app,
    fetch: async (request) => app.fetch(request),
    state,
    clock,
    env,
    async signIn(who) {
      const userId = PERSONAS.find((p) => p.id === who)?.userId ?? who;
      const user = state.users.get(userId);
      if (!user) throw new Error(`No persona or user "${who}".`);
      return { jwt: await ctx.jwt.sign(user), refresh: ctx.sessions.issueRefresh(user.id) };
    },
  };
}
