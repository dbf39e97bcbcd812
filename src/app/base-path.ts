import { runtimeConfig } from '@/lib/runtime-config';

/**
 * The path the dashboard is served under, with a slash at each end: `/` at a host's root,
 * `/dashboard/` under a sub-path. deploy/configure.sh writes it into the served index.html
 * (DASHBOARD_BASE_PATH, src/lib/runtime-config.ts); unconfigured, the root. The build itself is
 * path-free (vite.config.ts `base: './'`): its files are found through the page's `<base href>`,
 * which configure.sh sets to the same path.
 */
export function appBaseHref(): string {
  if (runtimeConfig.basePath) return runtimeConfig.basePath;
  const built = import.meta.env.BASE_URL;
  return built.startsWith('/') ? built.replace(/\/*$/, '/') : '/';
}

/** React Router's `basename`: `/` or `/dashboard`. Every in-app address is written without it. */
export function appBasePath(): string {
  return appBaseHref().replace(/\/+$/, '') || '/';
}

/** An in-app address as the browser sees it: `/home` under `/dashboard/` is `/dashboard/home`. */
export function appHref(path: string): string {
  return appBaseHref() + path.replace(/^\/+/, '');
}
