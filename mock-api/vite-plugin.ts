/**
 * Mounts the mock inside `vite` (npm start) and `vite preview`, on the app's own origin.
 * The mock is loaded on the first request for one of its paths, through a dynamic import, so
 * the production bundle never contains it and Vitest and Storybook (which reuse vite.config.ts)
 * only load it if something actually calls it. MOCK_API=off turns it off (for a real backend).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { Connect, Plugin } from 'vite';
import { isMockPath } from './mock-paths.ts';

type Listener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function mount(middlewares: Connect.Server, mountName: string): void {
  let listener: Promise<Listener> | undefined;
  const load = async (): Promise<Listener> => {
    const { createMockApi, readMockEnv } = await import('./index.ts');
    const api = createMockApi({ env: readMockEnv(process.env), mount: mountName });
    // Leave Node's global Request and Response alone: Vite and Vitest share this process.
    return getRequestListener(api.fetch, { overrideGlobalObjects: false });
  };
  // Not middlewares.use('/api', …): connect would strip the prefix from req.url.
  middlewares.use((req, res, next) => {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    if (!isMockPath(pathname)) return next();
    listener ??= load();
    listener.then((handle) => handle(req, res)).catch(next);
  });
}

export function mockApiPlugin(env: Record<string, string | undefined> = process.env): Plugin {
  const enabled = env.MOCK_API !== 'off';
  return {
    name: 'bot-dashboard-mock-api',
    // Block bodies returning nothing: a returned function would be taken as a post hook.
    configureServer(server) {
      if (enabled) mount(server.middlewares, 'vite');
    },
    configurePreviewServer(server) {
      if (enabled) mount(server.middlewares, 'vite-preview');
    },
  };
}
