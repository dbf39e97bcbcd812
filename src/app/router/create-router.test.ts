import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, createRouter, type BlockerFunction } from './create-router';
import { createMemoryHistory } from './history';
import type { RouteObject } from './match-routes';

function table(preload: (params: Record<string, string>) => void): RouteObject[] {
  return [
    { path: '/home', element: 'home' },
    { path: '/download', element: 'download' },
    { path: '/instances/:id/read', element: 'read', preload },
    { path: '/:id', element: 'instance', preload },
  ];
}

describe('createRouter', () => {
  it('lands on the initial address and follows navigations', () => {
    const router = createMemoryRouter(
      table(() => {}),
      { initialEntries: ['/home'] },
    );
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    router.navigate('/lounge?x=1');
    expect(router.state.location).toMatchObject({ pathname: '/lounge', search: '?x=1' });
    expect(router.state.matches?.at(-1)?.params).toEqual({ id: 'lounge' });
    expect(seen).toEqual(['/lounge']);
  });

  it("starts a page's data when an address lands on it with a new id, once per page", () => {
    const preload = vi.fn();
    const router = createMemoryRouter(table(preload), { initialEntries: ['/lounge'] });
    expect(preload).toHaveBeenLastCalledWith({ id: 'lounge' });
    // The same page at its other address, or the same address again: nothing new to start.
    router.navigate('/instances/lounge/read');
    router.navigate('/lounge', { replace: true });
    expect(preload).toHaveBeenCalledTimes(1);
    router.navigate('/study-hall');
    expect(preload).toHaveBeenLastCalledWith({ id: 'study-hall' });
    router.navigate('/home');
    router.navigate('/study-hall');
    expect(preload).toHaveBeenCalledTimes(3);
  });

  it('holds a navigation a blocker refuses until the user proceeds, or stays on reset', () => {
    const router = createMemoryRouter(
      table(() => {}),
      { initialEntries: ['/download'] },
    );
    const leavingDownload: BlockerFunction = ({ currentLocation, nextLocation }) =>
      currentLocation.pathname === '/download' && nextLocation.pathname !== '/download';
    const remove = router.addBlocker(leavingDownload);
    router.navigate('/home');
    expect(router.state.location.pathname).toBe('/download');
    expect(router.state.blocked?.blocker).toBe(leavingDownload);
    router.state.blocked!.reset();
    expect(router.state.blocked).toBeNull();
    expect(router.state.location.pathname).toBe('/download');
    router.navigate('/home');
    router.state.blocked!.proceed();
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.blocked).toBeNull();
    remove();
  });

  it('undoes a blocked back move, and redoes it when the user proceeds', () => {
    const history = createMemoryHistory(['/home', '/download']);
    const router = createRouter(
      table(() => {}),
      history,
    );
    router.addBlocker(({ nextLocation }) => nextLocation.pathname === '/home');
    history.go(-1);
    expect(history.location.pathname).toBe('/download');
    expect(router.state.location.pathname).toBe('/download');
    expect(router.state.blocked).not.toBeNull();
    router.state.blocked!.proceed();
    expect(history.location.pathname).toBe('/home');
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.blocked).toBeNull();
  });

  it('drops a held navigation when its blocker goes away', () => {
    const router = createMemoryRouter(
      table(() => {}),
      { initialEntries: ['/download'] },
    );
    const remove = router.addBlocker(() => true);
    router.navigate('/home');
    expect(router.state.blocked).not.toBeNull();
    remove();
    expect(router.state.blocked).toBeNull();
    router.navigate('/home');
    expect(router.state.location.pathname).toBe('/home');
  });
});
