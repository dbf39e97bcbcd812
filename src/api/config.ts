import { runtimeConfig } from '@/lib/runtime-config';

/**
 * Where the backend lives. Empty means same origin (the embedded mock in development, or a
 * reverse proxy in production). Set at start by deploy/configure.sh (DASHBOARD_API_BASE_URL,
 * src/lib/runtime-config.ts); VITE_API_BASE_URL is the build's default, for development.
 */
export const apiBaseUrl: string = (
  runtimeConfig.apiBaseUrl ??
  import.meta.env.VITE_API_BASE_URL ??
  ''
).replace(/\/+$/, '');
