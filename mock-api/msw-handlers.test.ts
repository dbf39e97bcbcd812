/** The same mock behind MSW: what Storybook and Vitest use. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi } from './create-mock-api.ts';
import { createMockHandlers } from './msw-handlers.ts';

const api = createMockApi({ mount: 'msw' });
const server = setupServer(...createMockHandlers(api));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('MSW handlers', () => {
  it('answer /api calls from the mock, with its state', async () => {
    const { jwt } = await api.signIn('dj');
    const response = await fetch('http://localhost:6006/api/instance', {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-mock-api')).toBe('msw');
    const body = (await response.json()) as { instances: { name: string }[] };
    expect(body.instances.map((i) => i.name)).toContain('The Lounge');
  });

  it('serve the generated images and the sign-in page', async () => {
    const avatar = await fetch('http://localhost:6006/mock-assets/avatars/123/abcdef.png');
    expect(avatar.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await avatar.text()).toMatch(/^<svg /);
    const page = await fetch(
      'http://localhost:6006/mock-oauth/authorize?client_id=a&response_type=code&scope=identify&redirect_uri=http://localhost:6006/login',
    );
    expect(await page.text()).toContain('>newcomer</button>');
  });

  it('leave other paths alone (Vite serves /src/api/… modules through the same worker)', async () => {
    const handlers = createMockHandlers(api);
    const request = new Request('http://localhost:6006/src/api/client.ts');
    const results = await Promise.all(handlers.map((h) => h.run({ request, requestId: 'x' })));
    expect(results.every((r) => r === null || r.response === undefined)).toBe(true);
  });
});
