/** The stand-in server panel the admin list's Logs opens in development. */
import { describe, expect, it } from 'vitest';
import { createMockApi } from './create-mock-api.ts';
import { isMockPath } from './mock-paths.ts';

describe('the mock server panel', () => {
  it('shows a managed instance with its state, resources and console, with no script', async () => {
    const api = createMockApi();
    const lounge = api.state.instances.get('lounge')!;
    expect(isMockPath(`/mock-panel/server/${lounge.identifier}`)).toBe(true);
    const response = await api.fetch(
      new Request(`http://mock.test/mock-panel/server/${lounge.identifier}`),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>The Lounge</h1>');
    expect(html).toMatch(/running/);
    expect(html).toMatch(/CPU [\d.]+% \/ [\d.]+%/);
    expect(html).toContain('aria-label="Console log"');
    expect(html).not.toMatch(/<script|\son\w+=/i);
  });

  it('says so for a server it does not have', async () => {
    const response = await createMockApi().fetch(
      new Request('http://mock.test/mock-panel/server/nope%3Cb%3E'),
    );
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Server not found');
    expect(html).not.toContain('<b>');
  });
});
