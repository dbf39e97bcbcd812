/**
 * The mock behind MSW, for Storybook (`beforeEach({ msw })`) and Vitest (`setupServer`). Every
 * request under /api, /mock-oauth or /mock-assets is answered by the same Hono app `npm start`
 * mounts; anything else passes through (a resolver that returns nothing lets MSW move on, which
 * matters in the browser, where Vite's own /src/api/… module requests also match '*\/api/*').
 *
 *   const api = createMockApi({ mount: 'msw' });
 *   msw.use(...createMockHandlers(api));
 *   document.cookie = `token=${(await api.signIn('dj')).jwt}; path=/`;
 */
import { http, type HttpHandler } from 'msw';
import { createMockApi, type MockApi } from './create-mock-api.ts';
import { isMockPath } from './mock-paths.ts';

export function createMockHandlers(api: MockApi = createMockApi({ mount: 'msw' })): HttpHandler[] {
  const forward = ({ request }: { request: Request }) => {
    if (!isMockPath(new URL(request.url).pathname)) return undefined;
    return api.fetch(request);
  };
  return [
    http.all('*/api/*', forward),
    http.all('*/mock-oauth/*', forward),
    http.all('*/mock-assets/*', forward),
  ];
}
