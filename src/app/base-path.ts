import { deploymentConfig } from '@/lib/runtime-config';

/**
 * The path the dashboard is served under, with a slash at each end: `/` at a host's root,
 * `/dashboard/` under a sub-path (DASHBOARD_BASE_PATH, src/lib/runtime-config.ts). The build
 * itself is path-free (vite.config.ts `base: './'`): its files are found through the page's
 * `<base href>`, which deploy/configure.sh sets to the same path.
 */
export function appBaseHref(): string {
  return deploymentConfig.basePath;
}

/** React Router's `basename`: `/` or `/dashboard`. Every in-app address is written without it. */
export function appBasePath(): string {
  return appBaseHref().replace(/\/+$/, '') || '/';
}

/** An in-app address as the browser sees it: `/home` under `/dashboard/` is `/dashboard/home`. */
export function appHref(path: string): string {
  return appBaseHref() + path.replace(/^\/+/, '');
}
