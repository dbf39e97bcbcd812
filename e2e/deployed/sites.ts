/**
 * The two deployed copies of one build that playwright.nginx.config.ts serves with nginx: the
 * same dist/, configured by deploy/configure.sh once at the root and once under a sub-path, both
 * against the standalone mock on an origin of its own.
 */
const port = Number(process.env.E2E_NGINX_PORT ?? 5421);

export const MOCK_PORT = port + 2;
export const MOCK_ORIGIN = `http://localhost:${MOCK_PORT}`;
export const CLIENT_ID = 'deployed-dashboard';

export interface DeployedSite {
  name: string;
  port: number;
  origin: string;
  /** DASHBOARD_BASE_PATH, a slash at each end. */
  basePath: string;
}

export const SITES: DeployedSite[] = [
  { name: 'at the root', port, origin: `http://localhost:${port}`, basePath: '/' },
  {
    name: 'under /dashboard/',
    port: port + 1,
    origin: `http://localhost:${port + 1}`,
    basePath: '/dashboard/',
  },
];

/** What configure.sh is given for every site (DASHBOARD_BASE_PATH apart). */
export const DASHBOARD_ENV = {
  DASHBOARD_API_BASE_URL: MOCK_ORIGIN,
  DASHBOARD_OAUTH_CLIENT_ID: CLIENT_ID,
  DASHBOARD_OAUTH_AUTHORIZE_URL: `${MOCK_ORIGIN}/mock-oauth/authorize`,
  DASHBOARD_AVATAR_HOST: `${MOCK_ORIGIN}/mock-assets`,
  DASHBOARD_SERVER_PANEL_URL: `${MOCK_ORIGIN}/mock-panel`,
};
