import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from './app-routes';
import { INSTANCE_PAGE_PATH, INSTANCE_READ_PATH, instanceIdOf } from './route-paths';

/** The instance id React Router gives the instance page at `path`, or undefined for another page. */
function routerInstanceId(path: string): string | undefined {
  const match = matchRoutes(routes, path)?.at(-1);
  const leaf = match?.route.path;
  return leaf === INSTANCE_PAGE_PATH || leaf === INSTANCE_READ_PATH ? match?.params.id : undefined;
}

describe('instanceIdOf (how the first-screen boot script knows an instance page)', () => {
  const paths = [
    '/lounge',
    '/lounge/',
    '/1234567890123456789',
    '/instances/lounge/read',
    '/instances/a%20b%2Fc/read',
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
    expect(instanceIdOf(path)).toBe(routerInstanceId(path));
  });
});
