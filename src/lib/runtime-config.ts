/**
 * The deployment's settings, read at start from the served index.html (issue #41): one build
 * serves any backend under any path. deploy/configure.sh writes them into
 * `<meta name="dashboard-config" content="{…}">` when the site is set up; the page reads that
 * element synchronously, so configuration costs the first screen no request. A key the file does
 * not name keeps the build's default (the VITE_* variables, which default to the mock on the same
 * origin), so `npm start`, `npm run preview` and an unconfigured copy of dist/ work as they are.
 */

export interface RuntimeConfig {
  /** DASHBOARD_API_BASE_URL: where the backend's /api paths live; empty = this origin. */
  apiBaseUrl?: string;
  /** DASHBOARD_OAUTH_CLIENT_ID. */
  oauthClientId?: string;
  /** DASHBOARD_OAUTH_AUTHORIZE_URL. */
  oauthAuthorizeUrl?: string;
  /** DASHBOARD_AVATAR_HOST. */
  avatarHost?: string;
  /** DASHBOARD_SERVER_PANEL_URL; empty = no panel link. */
  serverPanelUrl?: string;
  /** DASHBOARD_BASE_PATH, with a slash at each end: `/` or `/dashboard/`. */
  basePath?: string;
}

/** The element's name in index.html (the first-screen script reads it too). */
export const RUNTIME_CONFIG_META = 'dashboard-config';

const KEYS = [
  'apiBaseUrl',
  'oauthClientId',
  'oauthAuthorizeUrl',
  'avatarHost',
  'serverPanelUrl',
  'basePath',
] as const satisfies readonly (keyof RuntimeConfig)[];

/** A path with one slash at each end; anything that is not a plain path is `undefined`. */
export function normalizeBasePath(value: string): string | undefined {
  const trimmed = value.trim();
  if (!/^\/?(?:[A-Za-z0-9._~-]+\/?)*$/.test(trimmed) || /(^|\/)\.\.?(\/|$)/.test(trimmed)) {
    return undefined;
  }
  const inner = trimmed.replace(/^\/+|\/+$/g, '');
  return inner === '' ? '/' : `/${inner}/`;
}

/** The known keys of a JSON object whose values are strings; anything else is left out. */
export function parseRuntimeConfig(text: string | null | undefined): RuntimeConfig {
  if (!text) return {};
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof data !== 'object' || data === null) return {};
  const config: RuntimeConfig = {};
  for (const key of KEYS) {
    const value = (data as Record<string, unknown>)[key];
    if (typeof value !== 'string') continue;
    if (key === 'basePath') {
      const path = normalizeBasePath(value);
      if (path !== undefined) config.basePath = path;
    } else {
      config[key] = value.trim();
    }
  }
  return config;
}

/** What this page was configured with (empty outside a browser, and in dev). */
export function readRuntimeConfig(
  doc: Pick<Document, 'querySelector'> | undefined = globalThis.document,
): RuntimeConfig {
  const meta = doc?.querySelector(`meta[name="${RUNTIME_CONFIG_META}"]`);
  return parseRuntimeConfig(meta?.getAttribute('content'));
}

/** Read once, when the app starts. */
export const runtimeConfig: RuntimeConfig = readRuntimeConfig();
