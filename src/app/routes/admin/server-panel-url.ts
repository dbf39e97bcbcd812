import { deploymentConfig } from '@/lib/runtime-config';

/**
 * The panel when VITE_SERVER_PANEL_URL is unset: the mock's stand-in (mock-api/
 * server-panel-page.ts), which serves `/mock-panel/server/{identifier}` with the instance's
 * state, resources and a console of its latest audit entries, so Logs opens a real page in
 * development as the spec's "external server panel in a new tab".
 */
export const MOCK_SERVER_PANEL_URL = '/mock-panel';

/**
 * An instance's page on the external server panel, `{panel}/server/{identifier}` (the panel's
 * own address shape), or undefined when the instance is not on the panel.
 */
export function serverPanelUrl(
  identifier: string | null | undefined,
  panel: string = deploymentConfig.serverPanelUrl || MOCK_SERVER_PANEL_URL,
): string | undefined {
  if (!identifier) return undefined;
  return `${panel}/server/${encodeURIComponent(identifier)}`;
}
