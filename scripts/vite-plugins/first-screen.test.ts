import { describe, expect, it } from 'vitest';
import { routes } from '../../src/app/app-routes';
import { matchRoutes } from 'react-router-dom';
import { INSTANCE_PAGE_PATH, INSTANCE_READ_PATH } from '../../src/app/route-paths';
import { COMPACT_PLAYER_QUERY } from '../../src/app/use-media-query';
import { INSTANCE_PATH, REST_ON_FIRST_SCREEN_QUERY } from './first-screen';

/** The instance route's addresses as the app's router matches them. */
function routerSaysInstance(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf?.path === INSTANCE_PAGE_PATH || leaf?.path === INSTANCE_READ_PATH;
}

describe('INSTANCE_PATH (what the first-screen script preloads the instance route for)', () => {
  const paths = [
    '/lounge',
    '/lounge/',
    '/1234567890123456789',
    '/instances/lounge/read',
    '/instances',
    '/home',
    '/settings',
    '/download',
    '/login',
    '/logout',
    '/',
    '/lounge/extra',
    '/instances/lounge',
    '/admin/users',
    '/admin',
    '/HOME',
    '/Instances/lounge/READ',
    '/settings/',
  ];

  it.each(paths)('agrees with the router on %s', (path) => {
    expect(INSTANCE_PATH.test(path)).toBe(routerSaysInstance(path));
  });
});

describe("REST_ON_FIRST_SCREEN_QUERY (where the page's lower part is preloaded)", () => {
  it('is the negation of the compact player query', () => {
    const px = (query: string) => Number(/([\d.]+)rem/.exec(query)?.[1]) * 16;
    expect(COMPACT_PLAYER_QUERY).toMatch(/^\(max-width: [\d.]+rem\)$/);
    expect(REST_ON_FIRST_SCREEN_QUERY).toMatch(/^\(min-width: [\d.]+rem\)$/);
    // max-width 63.99rem and min-width 64rem: every width is on exactly one side.
    expect(px(REST_ON_FIRST_SCREEN_QUERY) - px(COMPACT_PLAYER_QUERY)).toBeCloseTo(0.16, 5);
  });
});
