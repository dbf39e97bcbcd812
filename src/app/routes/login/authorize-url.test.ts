import { describe, expect, it } from 'vitest';
import { authorizeUrl } from './authorize-url';

describe('authorizeUrl', () => {
  it('asks for a code with the identify scope and comes back to /login', () => {
    const url = new URL(
      authorizeUrl({
        origin: 'https://dash.example',
        state: 'abc',
        clientId: '123',
        authorizeUrl: 'https://chat.example/oauth2/authorize',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://chat.example/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: '123',
      response_type: 'code',
      scope: 'identify',
      redirect_uri: 'https://dash.example/login',
      state: 'abc',
    });
  });

  it("defaults to the mock's sign-in page on this origin", () => {
    const url = new URL(authorizeUrl({ origin: 'http://localhost:5173', state: 's' }));
    expect(url.href.startsWith('http://localhost:5173/mock-oauth/authorize?')).toBe(true);
  });

  it('comes back to /login under the base path', () => {
    const url = new URL(
      authorizeUrl({ origin: 'https://bot.example', basePath: '/dashboard/', state: 's' }),
    );
    expect(url.searchParams.get('redirect_uri')).toBe('https://bot.example/dashboard/login');
  });
});
