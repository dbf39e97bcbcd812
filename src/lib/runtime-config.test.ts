// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  MOCK_AUTHORIZE_PATH,
  normalizeBasePath,
  parseRuntimeConfig,
  readRuntimeConfig,
  resolveDeploymentConfig,
} from './runtime-config';

describe('runtime configuration', () => {
  it('reads the known string keys and leaves the rest out', () => {
    expect(
      parseRuntimeConfig(
        JSON.stringify({
          apiBaseUrl: ' https://api.example.org ',
          oauthClientId: '123',
          serverPanelUrl: '',
          basePath: 'dashboard',
          avatarHost: 42,
          other: 'x',
        }),
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example.org',
      oauthClientId: '123',
      serverPanelUrl: '',
      basePath: '/dashboard/',
    });
  });

  it('is empty when the page names nothing or something unreadable', () => {
    expect(parseRuntimeConfig(null)).toEqual({});
    expect(parseRuntimeConfig('{')).toEqual({});
    expect(parseRuntimeConfig('"text"')).toEqual({});
  });

  it('takes a base path with a slash at each end, and refuses anything else', () => {
    expect(normalizeBasePath('/')).toBe('/');
    expect(normalizeBasePath('')).toBe('/');
    expect(normalizeBasePath('/dashboard')).toBe('/dashboard/');
    expect(normalizeBasePath('/a/b/')).toBe('/a/b/');
    expect(normalizeBasePath('//evil.example/')).toBeUndefined();
    expect(normalizeBasePath('/a/../b/')).toBeUndefined();
    expect(normalizeBasePath('https://x/')).toBeUndefined();
    expect(normalizeBasePath('/a b/')).toBeUndefined();
  });

  it("reads the page's meta element", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="dashboard-config" content='{"basePath":"/dashboard/"}'>`,
    );
    expect(readRuntimeConfig(document)).toEqual({ basePath: '/dashboard/' });
    document.head.querySelector('meta[name="dashboard-config"]')?.remove();
    expect(readRuntimeConfig(document)).toEqual({});
  });
});

describe('resolveDeploymentConfig', () => {
  it("takes the page's settings over the build's, each trimmed once", () => {
    expect(
      resolveDeploymentConfig(
        parseRuntimeConfig(
          JSON.stringify({
            apiBaseUrl: 'https://api.example.org/ ',
            avatarHost: 'https://cdn.example.org//',
            serverPanelUrl: ' ',
            basePath: 'dashboard',
          }),
        ),
        { VITE_API_BASE_URL: 'https://build.example', VITE_OAUTH_CLIENT_ID: ' built-id ' },
      ),
    ).toEqual({
      apiBaseUrl: 'https://api.example.org',
      oauthClientId: 'built-id',
      oauthAuthorizeUrl: MOCK_AUTHORIZE_PATH,
      avatarHost: 'https://cdn.example.org',
      serverPanelUrl: '',
      basePath: '/dashboard/',
    });
  });

  it("keeps the page's empty API base (this origin) over the build's", () => {
    const page = parseRuntimeConfig('{"apiBaseUrl":""}');
    expect(resolveDeploymentConfig(page, { VITE_API_BASE_URL: 'https://x' }).apiBaseUrl).toBe('');
    expect(resolveDeploymentConfig({}, { VITE_API_BASE_URL: 'https://x/' }).apiBaseUrl).toBe(
      'https://x',
    );
  });

  it("serves the mock on this origin at the root when nothing is set (the build's `./` base)", () => {
    expect(resolveDeploymentConfig({}, { BASE_URL: './' })).toEqual({
      apiBaseUrl: '',
      oauthClientId: 'mock-client',
      oauthAuthorizeUrl: MOCK_AUTHORIZE_PATH,
      avatarHost: '/mock-assets',
      serverPanelUrl: '',
      basePath: '/',
    });
    expect(resolveDeploymentConfig({}, { BASE_URL: '/sub' }).basePath).toBe('/sub/');
  });
});
