import { describe, expect, it } from 'vitest';
import { matchPath, matchRoutes, resolvePath, type RouteObject } from './match-routes';

const page = (name: string) => ({ element: name });

const table: RouteObject[] = [
  { path: '/login', ...page('login') },
  {
    path: '/',
    ...page('shell'),
    children: [
      { index: true, ...page('index') },
      { path: 'home', ...page('home') },
      { path: 'admin/*', ...page('admin') },
      { path: 'instances/:id/read', ...page('read') },
      { path: ':id', ...page('instance') },
    ],
  },
  { path: '*', ...page('anything else') },
];

function leafOf(pathname: string) {
  const matches = matchRoutes(table, pathname);
  return matches && { leaf: matches.at(-1)!.route.element, ...matches.at(-1)! };
}

describe('matchRoutes', () => {
  it.each([
    ['/login', 'login'],
    ['/', 'index'],
    ['/home', 'home'],
    ['/HOME/', 'home'],
    ['/admin', 'admin'],
    ['/admin/users/5', 'admin'],
    ['/instances/lounge/read', 'read'],
    ['/lounge', 'instance'],
    ['/instances', 'instance'],
    ['/lounge/extra', 'anything else'],
  ])('%s lands on %s', (pathname, leaf) => {
    expect(leafOf(pathname)?.leaf).toBe(leaf);
  });

  it('puts the layout first and gives the leaf its decoded params', () => {
    const matches = matchRoutes(table, '/caf%C3%A9%20bar')!;
    expect(matches.map((match) => match.route.element)).toEqual(['shell', 'instance']);
    expect(matches[1]!.params).toEqual({ id: 'café bar' });
    expect(matches[1]!.pathnameBase).toBe('/caf%C3%A9%20bar');
  });

  it('keeps a malformed escape as written instead of throwing', () => {
    expect(leafOf('/%E0%A4%A')?.params).toEqual({ id: '%E0%A4%A' });
  });

  it("starts a splat's base at its static part and hands the rest to a nested table", () => {
    const admin = leafOf('/admin/users/5')!;
    expect(admin.pathnameBase).toBe('/admin');
    expect(admin.params['*']).toBe('users/5');
    const nested: RouteObject[] = [
      {
        children: [
          { index: true, ...page('landing') },
          { path: 'users/:id', ...page('user') },
        ],
        ...page('layout'),
      },
    ];
    expect(matchRoutes(nested, '/admin/users/5', '/admin')?.map((m) => m.route.element)).toEqual([
      'layout',
      'user',
    ]);
    expect(matchRoutes(nested, '/admin/users/5', '/admin')?.at(-1)?.params).toEqual({ id: '5' });
    expect(matchRoutes(nested, '/admin', '/admin')?.at(-1)?.route.element).toBe('landing');
    expect(matchRoutes(nested, '/admin/nothing', '/admin')).toBeNull();
    expect(matchRoutes(nested, '/elsewhere/users/5', '/admin')).toBeNull();
  });

  it('matches a pathless parent only through a child that matches', () => {
    const routes: RouteObject[] = [{ children: [{ path: 'a', ...page('a') }] }];
    expect(matchRoutes(routes, '/a')).toHaveLength(2);
    expect(matchRoutes(routes, '/b')).toBeNull();
    expect(matchRoutes(routes, '/')).toBeNull();
  });
});

describe('matchPath', () => {
  it('matches the whole address only', () => {
    expect(matchPath('/:id', '/lounge')).toEqual({ params: { id: 'lounge' } });
    expect(matchPath('/:id', '/instances/lounge/read')).toBeNull();
    expect(matchPath('/instances/:id/read', '/instances/lounge/read')).toEqual({
      params: { id: 'lounge' },
    });
  });
});

describe('resolvePath', () => {
  it.each([
    ['/home', '/admin', '/home'],
    ['users', '/admin', '/admin/users'],
    ['instances/a%2Fb', '/admin', '/admin/instances/a%2Fb'],
    ['..', '/admin/users', '/admin'],
    ['./users?page=2#top', '/admin', '/admin/users?page=2#top'],
    ['users', '/', '/users'],
  ])('%s from %s is %s', (to, base, resolved) => {
    expect(resolvePath(to, base)).toBe(resolved);
  });
});
