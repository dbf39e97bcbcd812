import { deploymentConfig } from '@/lib/runtime-config';

/**
 * Where the client sends requests: the configured API (DASHBOARD_API_BASE_URL, else
 * VITE_API_BASE_URL; src/lib/runtime-config.ts), else this page's origin. The origin is spelled
 * out because `new Request('/api/…')` needs an absolute URL outside a browser (jsdom tests, Node
 * tools).
 */
export function apiOrigin(): string {
  if (deploymentConfig.apiBaseUrl !== '') return deploymentConfig.apiBaseUrl;
  return typeof location === 'undefined' ? '' : location.origin;
}
