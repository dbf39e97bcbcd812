/**
 * Everything the app needs to talk to a real deployment, from Vite environment variables at
 * build time (the API base URL lives in src/api/config.ts). Unset values point at the mock
 * backend that `npm start` and `npm run preview` mount on the same origin.
 */

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
export const MOCK_AVATAR_HOST = '/mock-assets';

function read(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

const env = import.meta.env;

export const appConfig: AppConfig = {
  oauthClientId: read(env.VITE_OAUTH_CLIENT_ID, 'mock-client'),
  oauthAuthorizeUrl: read(env.VITE_OAUTH_AUTHORIZE_URL, MOCK_AUTHORIZE_PATH),
  avatarHost: read(env.VITE_AVATAR_HOST, MOCK_AVATAR_HOST).replace(/\/+$/, ''),
  serverPanelUrl: read(env.VITE_SERVER_PANEL_URL, '').replace(/\/+$/, ''),
};
