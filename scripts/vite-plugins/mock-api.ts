/**
 * Mounts the mock inside `vite` (npm start) and `vite preview`, on the app's own origin.
 * The mock is loaded on the first request for one of its paths, through Vite's module runner
 * (ssrLoadModule in dev, runnerImport in preview), so neither the production bundle nor the
 * bundled config contains it, and Vitest and Storybook (which reuse vite.config.ts) only load
 * it if something calls it. MOCK_API=off turns it off (for pointing at a real backend).
 */
import { type IncomingMessage, Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { type Connect, type Logger, type Plugin, runnerImport } from 'vite';
import { withCompressedAnswers } from '../../mock-api/compress-answers.ts';
import { isMockPath, TEST_WORLDS_PREFIX } from '../../mock-api/mock-paths.ts';

type MockModule = typeof import('../../mock-api/index.ts');
type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const ENTRY = 'mock-api/index.ts';

function mount(
  middlewares: Connect.Server,
  mountName: string,
  logger: Logger,
  env: Record<string, string | undefined>,
  load: () => Promise<MockModule>,
): void {
  // Worlds of their own per journey (mock-api/test-worlds.ts): only the Playwright configs set it.
  const testWorlds = env.MOCK_TEST_WORLDS === 'on';
  let listener: Promise<Listener> | undefined;
  const start = async (): Promise<Listener> => {
    const { createMockApi, createTestWorlds, readMockEnv, MOCK_PREFIXES } = await load();
    const handler = testWorlds
      ? createTestWorlds(env, mountName)
      : createMockApi({ env: readMockEnv(env), mount: mountName });
    logger.info(
      `[mock-api] answering ${MOCK_PREFIXES.join(', ')}${testWorlds ? ` and ${TEST_WORLDS_PREFIX} (test worlds)` : ''} (MOCK_API=off for a real backend)`,
      { timestamp: true },
    );
    // Leave Node's global Request and Response alone: Vite and Vitest share this process.
    // Answers go compressed, as a real server sends them (mock-api/compress-answers.ts).
    return getRequestListener(withCompressedAnswers(handler.fetch), {
      overrideGlobalObjects: false,
    });
  };
  // Not middlewares.use('/api', …): connect would strip the prefix from req.url.
  middlewares.use((req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const ours = isMockPath(pathname) || (testWorlds && pathname.startsWith(TEST_WORLDS_PREFIX));
    if (!ours) return next();
    listener ??= start();
    listener.then((handle) => handle(req, res)).catch(next);
  });
}

/**
 * Journeys hold one connection for a whole test and may leave it idle longer than Node's 5 s
 * keep-alive: a request sent just as the server closes it fails with ECONNRESET (a CI run lost a
 * world's teardown that way). In test-world mode idle connections stay open for ten minutes.
 */
function keepJourneyConnections(
  httpServer: object | null,
  env: Record<string, string | undefined>,
): void {
  if (env.MOCK_TEST_WORLDS !== 'on' || !(httpServer instanceof Server)) return;
  httpServer.keepAliveTimeout = 10 * 60_000;
}

export function mockApiPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const enabled = env.MOCK_API !== 'off';
  return {
    name: 'bot-dashboard-mock-api',
    // Block bodies returning nothing: a returned function would be taken as a post hook.
    configureServer(server) {
      if (!enabled) return;
      keepJourneyConnections(server.httpServer, env);
      const load = () => server.ssrLoadModule(`/${ENTRY}`) as Promise<MockModule>;
      mount(server.middlewares, 'vite', server.config.logger, env, load);
    },
    configurePreviewServer(server) {
      if (!enabled) return;
      keepJourneyConnections(server.httpServer, env);
      const entry = join(server.config.root, ENTRY);
      mount(server.middlewares, 'vite-preview', server.config.logger, env, async () => {
        const { module } = await runnerImport<MockModule>(entry, {
          configFile: false,
          logLevel: 'warn',
        });
        return module;
      });
    },
  };
}
