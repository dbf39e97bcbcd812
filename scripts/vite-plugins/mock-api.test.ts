/** The Vite mount: the mock answers its prefixes on the dev server's origin, and only those. */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { mockApiPlugin } from './mock-api.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
let server: ViteDevServer | undefined;

async function start(env: Record<string, string>) {
  server = await createServer({
    configFile: false,
    root,
    logLevel: 'silent',
    plugins: [mockApiPlugin(env)],
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('the Vite plugin', () => {
  it('answers /api, /mock-oauth and /mock-assets from the mock, keeping the full path', async () => {
    const origin = await start({});
    const api = await fetch(`${origin}/api/auth/code`);
    expect(api.status).toBe(401);
    expect(api.headers.get('x-mock-api')).toBe('vite');
    const cover = await fetch(`${origin}/mock-assets/covers/test.svg`);
    expect(cover.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const page = await fetch(
      `${origin}/mock-oauth/authorize?client_id=a&response_type=code&scope=identify&redirect_uri=${encodeURIComponent(`${origin}/login`)}`,
    );
    expect(await page.text()).toContain('>root admin</button>');
    // A module whose path merely contains /api/ is Vite's to serve.
    const module = await fetch(`${origin}/src/api/config.ts`);
    expect(module.headers.get('x-mock-api')).toBeNull();
  }, 30_000);

  it('steps aside with MOCK_API=off', async () => {
    const origin = await start({ MOCK_API: 'off' });
    const response = await fetch(`${origin}/api/auth/code`);
    expect(response.headers.get('x-mock-api')).toBeNull();
  }, 30_000);

  it('answers /mock-test only with MOCK_TEST_WORLDS=on, and routes a world cookie to its world', async () => {
    const plain = await start({});
    const refused = await fetch(`${plain}/mock-test/worlds/x`, { method: 'PUT', body: '{}' });
    expect(refused.headers.get('x-mock-api')).toBeNull();
    await server?.close();

    const origin = await start({ MOCK_TEST_WORLDS: 'on' });
    const made = await fetch(`${origin}/mock-test/worlds/x`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(made.status).toBe(201);
    const inWorld = await fetch(`${origin}/api/auth/code`, { headers: { cookie: 'mock-world=x' } });
    expect(inWorld.status).toBe(401);
    const gone = await fetch(`${origin}/api/auth/code`, { headers: { cookie: 'mock-world=y' } });
    expect(gone.status).toBe(410);
  }, 30_000);
});
