/**
 * The path the dashboard is served under: `/` at a host's root, `/dashboard` under a sub-path.
 * React Router's `basename`; every in-app address is written without it.
 */
export function appBasePath(): string {
  return import.meta.env.BASE_URL.replace(/\/+$/, '') || '/';
}
