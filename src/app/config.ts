/**
 * Everything the app needs to talk to a real deployment (the API base URL lives in
 * src/api/config.ts): what deploy/configure.sh wrote into the served index.html when the site was
 * set up (src/lib/runtime-config.ts, the DASHBOARD_* variables), else the Vite environment
 * variables of the build, else the mock backend that `npm start` and `npm run preview` mount on
 * the same origin.
 */
import { runtimeConfig } from '@/lib/runtime-config';

interface AppConfig {
  /** OAuth client id of the dashboard on the chat platform (VITE_OAUTH_CLIENT_ID). */
  oauthClientId: string;
  /** The chat platform's authorize page (VITE_OAUTH_AUTHORIZE_URL); relative = this origin. */
  oauthAuthorizeUrl: string;
  /** Where avatars live: `{host}/avatars/{userId}/{hash}.png` (VITE_AVATAR_HOST). */
  avatarHost: string;
  /** The game-server panel the admin pages link to (VITE_SERVER_PANEL_URL); empty = no link. */
  serverPanelUrl: string;
}

/** The mock's sign-in page and avatar path (mock-api/sign-in-page.ts, mock-api/assets.ts). */
export const MOCK_AUTHORIZE_PATH = '/mock-oauth/authorize';
const MOCK_AVATAR_HOST = '/mock-assets';

function read(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const env = import.meta.env;
const run = runtimeConfig;

export const appConfig: AppConfig = {
  oauthClientId: read(run.oauthClientId, read(env.VITE_OAUTH_CLIENT_ID, 'mock-client')),
  oauthAuthorizeUrl: read(
    run.oauthAuthorizeUrl,
    read(env.VITE_OAUTH_AUTHORIZE_URL, MOCK_AUTHORIZE_PATH),
  ),
  avatarHost: read(run.avatarHost, read(env.VITE_AVATAR_HOST, MOCK_AVATAR_HOST)).replace(
    /\/+$/,
    '',
  ),
  serverPanelUrl: read(run.serverPanelUrl, read(env.VITE_SERVER_PANEL_URL, '')).replace(/\/+$/, ''),
};
