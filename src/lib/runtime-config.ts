/**
 * The deployment's settings, parsed once at start into one typed object (`deploymentConfig`)
 * that everything reads: the app, the API client, and the boot script for the base path
 * (src/app/boot/preferences-boot.ts). One build serves any backend under any path:
 * deploy/configure.sh writes the settings into
 * `<meta name="dashboard-config" content="{…}">` when the site is set up; the page reads that
 * element synchronously, so configuration costs the first screen no request. A key the file does
 * not name keeps the build's default (the VITE_* variables, else the mock on the same origin), so
 * `npm start`, `npm run preview` and an unconfigured copy of dist/ work as they are.
 */

/** What the page's meta element may set; a key it leaves out keeps the build's default. */
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

/** The element's name in index.html. */
const RUNTIME_CONFIG_META = 'dashboard-config';

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

/** Every setting, resolved: what the app, the client and the boot script read. */
export interface DeploymentConfig {
  /** Where the backend's /api paths live, without a trailing slash; empty = this origin. */
  apiBaseUrl: string;
  /** The dashboard's OAuth client id on the chat platform. */
  oauthClientId: string;
  /** The chat platform's authorize page; a path = this origin. */
  oauthAuthorizeUrl: string;
  /** Where avatars live (`{host}/avatars/{userId}/{hash}.png`), without a trailing slash. */
  avatarHost: string;
  /** The game-server panel the admin pages link to, without a trailing slash; empty = none. */
  serverPanelUrl: string;
  /** The path the dashboard is served under, with a slash at each end: `/` or `/dashboard/`. */
  basePath: string;
}

/** The build's defaults: the VITE_* variables of the same names, and Vite's BASE_URL. */
export interface BuildDefaults {
  VITE_API_BASE_URL?: string;
  VITE_OAUTH_CLIENT_ID?: string;
  VITE_OAUTH_AUTHORIZE_URL?: string;
  VITE_AVATAR_HOST?: string;
  VITE_SERVER_PANEL_URL?: string;
  BASE_URL?: string;
}

/** The mock's sign-in page and avatar path (mock-api/sign-in-page.ts, mock-api/assets.ts). */
export const MOCK_AUTHORIZE_PATH = '/mock-oauth/authorize';
const MOCK_AVATAR_HOST = '/mock-assets';

/** The first of the values that is a non-blank string, trimmed. */
function first(fallback: string, ...values: unknown[]): string {
  for (const value of values)
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return fallback;
}

const noTrailingSlash = (value: string) => value.replace(/\/+$/, '');

/**
 * The page's settings over the build's defaults. The API base keeps an empty page value (this
 * origin) over the build's; the other settings take the build's default for a blank one.
 */
export function resolveDeploymentConfig(
  page: RuntimeConfig,
  build: BuildDefaults,
): DeploymentConfig {
  // The build itself is path-free (vite.config.ts `base: './'`): unconfigured, the root.
  const builtBase = build.BASE_URL?.startsWith('/') ? normalizeBasePath(build.BASE_URL) : undefined;
  return {
    apiBaseUrl: noTrailingSlash((page.apiBaseUrl ?? build.VITE_API_BASE_URL ?? '').trim()),
    oauthClientId: first('mock-client', page.oauthClientId, build.VITE_OAUTH_CLIENT_ID),
    oauthAuthorizeUrl: first(
      MOCK_AUTHORIZE_PATH,
      page.oauthAuthorizeUrl,
      build.VITE_OAUTH_AUTHORIZE_URL,
    ),
    avatarHost: noTrailingSlash(first(MOCK_AVATAR_HOST, page.avatarHost, build.VITE_AVATAR_HOST)),
    serverPanelUrl: noTrailingSlash(first('', page.serverPanelUrl, build.VITE_SERVER_PANEL_URL)),
    basePath: page.basePath ?? builtBase ?? '/',
  };
}

/** Parsed once, when the page starts. Each name spelled out: Vite inlines just these. */
export const deploymentConfig: DeploymentConfig = resolveDeploymentConfig(readRuntimeConfig(), {
  VITE_API_BASE_URL: import.meta.env.VITE_API_BASE_URL,
  VITE_OAUTH_CLIENT_ID: import.meta.env.VITE_OAUTH_CLIENT_ID,
  VITE_OAUTH_AUTHORIZE_URL: import.meta.env.VITE_OAUTH_AUTHORIZE_URL,
  VITE_AVATAR_HOST: import.meta.env.VITE_AVATAR_HOST,
  VITE_SERVER_PANEL_URL: import.meta.env.VITE_SERVER_PANEL_URL,
  BASE_URL: import.meta.env.BASE_URL,
});
