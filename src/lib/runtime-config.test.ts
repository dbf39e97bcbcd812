import { describe, expect, it } from 'vitest';
import { normalizeBasePath, parseRuntimeConfig, readRuntimeConfig } from './runtime-config';

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
