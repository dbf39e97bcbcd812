// @vitest-environment jsdom
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadInstanceData } from './routes/instance/preload-instance-data';
import { routes } from './app-routes';

vi.mock('./routes/instance/preload-instance-data', () => ({ preloadInstanceData: vi.fn() }));
// The page's code is not what these tests are about: a stand-in that loads at once.
vi.mock('./routes/instance/instance-route', () => ({
  InstanceRoute: () => null,
  loadLowerPartForFirstScreen: () => Promise.resolve(),
}));

const preloaded = () => vi.mocked(preloadInstanceData).mock.calls.map(([params]) => params.id);

async function routerAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true));
  return router;
}

afterEach(() => vi.mocked(preloadInstanceData).mockClear());

describe("the instance page's data starts with its route", () => {
  it('starts when an address lands on an instance, at either of its addresses', async () => {
    await routerAt('/lounge');
    await routerAt('/instances/study-hall/read');
    expect(preloaded()).toEqual(['lounge', 'study-hall']);
  });

  it('does not start again between the two addresses of the page on screen', async () => {
    const router = await routerAt('/lounge');
    await router.navigate('/instances/lounge/read');
    await router.navigate('/lounge?tab=lyrics');
    expect(router.state.location.pathname).toBe('/lounge');
    expect(preloaded()).toEqual(['lounge']);
  });

  it('starts for another instance, and for one opened again after leaving it', async () => {
    const router = await routerAt('/lounge');
    await router.navigate('/study-hall');
    await router.navigate('/home');
    await router.navigate('/instances/study-hall/read');
    expect(preloaded()).toEqual(['lounge', 'study-hall', 'study-hall']);
  });

  it('never starts for the pages the app owns', async () => {
    const router = await routerAt('/home');
    for (const path of ['/settings', '/download', '/admin', '/admin/users', '/HOME', '/a/b']) {
      await router.navigate(path);
    }
    expect(preloaded()).toEqual([]);
  });
});
