import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes } from '../src/app/app-routes';
import { matchRoutes } from '../src/app/router';
import { INSTANCE_PATH, themeBodyFonts } from './vite-plugin-first-screen';

/** The instance route's addresses as the app's router matches them. */
function routerSaysInstance(path: string): boolean {
  const leaf = matchRoutes(routes, path)?.at(-1)?.route;
  return leaf?.path === ':id' || leaf?.path === 'instances/:id/read';
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
  ];

  it.each(paths)('agrees with the router on %s', (path) => {
    expect(INSTANCE_PATH.test(path)).toBe(routerSaysInstance(path));
  });

  it('leaves out /admin, which the router patches in on the way (patchRoutesOnNavigation)', () => {
    expect(INSTANCE_PATH.test('/admin')).toBe(false);
  });
});

describe('themeBodyFonts', () => {
  it("reads every theme's body font; the default dark theme's is Inter", () => {
    const fonts = themeBodyFonts(join(process.cwd(), 'src', 'themes') + '/');
    expect(fonts.dark).toBe('Inter Variable');
    expect(Object.keys(fonts).length).toBeGreaterThanOrEqual(17);
    expect(new Set(Object.values(fonts))).toEqual(
      new Set(['Inter Variable', 'Space Grotesk Variable', 'JetBrains Mono Variable']),
    );
  });
});
