/** The stand-in OAuth screen: four personas, no script, codes only to http(s) redirect URIs. */
import { describe, expect, it } from 'vitest';
import { createMockApi } from './create-mock-api.ts';

const query = {
  client_id: 'app',
  response_type: 'code',
  scope: 'identify',
  redirect_uri: 'http://localhost:5173/login',
};
const authorize = (params: Record<string, string>) =>
  `http://mock.test/mock-oauth/authorize?${new URLSearchParams(params)}`;

describe('the sign-in page', () => {
  it('offers one form per persona, each a button named for it, and no script', async () => {
    const api = createMockApi();
    const response = await api.fetch(new Request(authorize(query)));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1]);
    expect(buttons).toEqual(['root admin', 'DJ', 'listener', 'newcomer']);
    expect(html.match(/<form method="post"/g)).toHaveLength(4);
    expect(html).not.toMatch(/<script|\son\w+=/i);
    const css = await api.fetch(new Request('http://mock.test/mock-oauth/sign-in.css'));
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('redirects to redirect_uri with a code, keeping state', async () => {
    const api = createMockApi();
    const response = await api.fetch(
      new Request('http://mock.test/mock-oauth/authorize', {
        method: 'POST',
        body: new URLSearchParams({
          ...query,
          redirect_uri: 'https://app.example.com/login?x=1',
          state: 's1',
          persona: 'dj',
        }),
      }),
    );
    expect(response.status).toBe(303);
    const target = new URL(response.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe('https://app.example.com/login');
    expect(target.searchParams.get('x')).toBe('1');
    expect(target.searchParams.get('state')).toBe('s1');
    expect(target.searchParams.get('code')).toMatch(/^[0-9a-f]{32}$/);
  });

  it.each([
    [{ redirect_uri: 'javascript:alert(1)' }, 'redirect_uri must be an http or https URL.'],
    [{ redirect_uri: '/login' }, 'redirect_uri must be an absolute URL.'],
    [{ response_type: 'token' }, 'response_type must be "code".'],
    [{ scope: 'email' }, 'scope must include "identify".'],
    [{ client_id: '' }, 'client_id is required.'],
  ])('refuses %o with a 400 that says why', async (override, message) => {
    const api = createMockApi();
    const page = await api.fetch(new Request(authorize({ ...query, ...override })));
    expect(page.status).toBe(400);
    expect(await page.text()).toContain(message.replace(/"/g, '&#34;'));
    const post = await api.fetch(
      new Request('http://mock.test/mock-oauth/authorize', {
        method: 'POST',
        body: new URLSearchParams({ ...query, ...override, persona: 'dj' }),
      }),
    );
    expect(post.status).toBe(400);
    expect(post.headers.get('location')).toBeNull();
  });

  it('refuses an unknown persona', async () => {
    const api = createMockApi();
    const post = await api.fetch(
      new Request('http://mock.test/mock-oauth/authorize', {
        method: 'POST',
        body: new URLSearchParams({ ...query, persona: 'admin' }),
      }),
    );
    expect(post.status).toBe(400);
  });
});

describe('the sign-in page of a configured standalone mock', () => {
  const env = { oauthClientId: 'dash-1', allowedOrigins: ['http://localhost:8080'] };

  it('accepts the configured client id and any redirect_uri on the configured origins', async () => {
    const api = createMockApi({ env });
    const ok = {
      ...query,
      client_id: 'dash-1',
      redirect_uri: 'http://localhost:8080/dashboard/login',
    };
    expect((await api.fetch(new Request(authorize(ok)))).status).toBe(200);
  });

  it('refuses another client id or a redirect elsewhere, as a platform does', async () => {
    const api = createMockApi({ env });
    const wrongId = await api.fetch(new Request(authorize({ ...query, client_id: 'other' })));
    expect(wrongId.status).toBe(400);
    expect(await wrongId.text()).toContain('Unknown application');
    const elsewhere = await api.fetch(
      new Request(
        authorize({ ...query, client_id: 'dash-1', redirect_uri: 'http://evil.test/login' }),
      ),
    );
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('Invalid redirect_uri');
  });
});
