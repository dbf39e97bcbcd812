import { describe, expect, it } from 'vitest';
import { frameRouteOf, instanceIdOf } from './frame-route';

describe('the first-paint frame of an address', () => {
  it.each([
    ['/home', '/', true, 'home'],
    ['/', '/', true, 'home'],
    ['/lounge', '/', true, 'instance'],
    ['/instances/lounge/read', '/', true, 'instance'],
    ['/settings', '/', true, 'page'],
    ['/admin/instances', '/', true, 'page'],
    ['/download', '/', true, 'page'],
    ['/login', '/', true, 'login'],
    ['/home', '/', false, 'login'],
    ['/lounge', '/', false, 'login'],
    ['/setup', '/', false, 'none'],
    ['/a/b', '/', true, 'login'],
    ['/dashboard/home', '/dashboard/', true, 'home'],
    ['/dashboard/lounge', '/dashboard/', true, 'instance'],
    ['/dashboard/', '/dashboard/', true, 'home'],
    ['/dashboard/instances/x/read', '/dashboard/', true, 'instance'],
  ] as const)('%s under %s (signed in: %s) paints the %s frame', (path, base, signedIn, frame) => {
    expect(frameRouteOf(path, base, signedIn)).toBe(frame);
  });
});

describe('the instance an address names', () => {
  it.each([
    ['/lounge', '/', 'lounge'],
    ['/dashboard/the%20lounge', '/dashboard/', 'the lounge'],
    ['/instances/lounge/read', '/', 'lounge'],
    ['/%E0%A4%A', '/', undefined],
  ])('%s under %s: %s', (pathname, basePath, id) => {
    expect(instanceIdOf(pathname, basePath)).toBe(id);
  });
});
