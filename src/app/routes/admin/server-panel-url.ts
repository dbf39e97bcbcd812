import { appConfig } from '@/app/config';

/**
 * Where the mock's panel would be when VITE_SERVER_PANEL_URL is unset, so the Logs button
 * follows the enablement rules in development too (the mock names this host in its websocket
 * answers; it serves no panel page).
 */
export const MOCK_SERVER_PANEL_URL = '/mock-panel';

/**
 * An instance's page on the external server panel, `{panel}/server/{identifier}` (the panel's
 * own address shape), or undefined when the instance is not on the panel.
 */
export function serverPanelUrl(
  identifier: string | null | undefined,
  panel: string = appConfig.serverPanelUrl || MOCK_SERVER_PANEL_URL,
): string | undefined {
  if (!identifier) return undefined;
  return `${panel}/server/${encodeURIComponent(identifier)}`;
}
