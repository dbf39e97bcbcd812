/** Cross-origin calls: answered by the standalone server, not where the mock shares the app's origin. */
import { describe, expect, it } from 'vitest';
import { createMockApi } from './create-mock-api.ts';

const preflight = () =>
  new Request('http://localhost:8787/api/instance', {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:5173',
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization',
    },
  });

describe('CORS', () => {
  it('lets another origin call the standalone mock, preflight included', async () => {
    const api = createMockApi({ cors: true });
    const answer = await api.fetch(preflight());
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(answer.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
    const { jwt } = await api.signIn('dj');
    const list = await api.fetch(
      new Request('http://localhost:8787/api/instance', {
        headers: { origin: 'http://localhost:5173', authorization: `Bearer ${jwt}` },
      }),
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('sends no CORS headers when mounted on the app origin', async () => {
    const answer = await createMockApi().fetch(preflight());
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('CORS of a configured standalone mock', () => {
  it('lets in only MOCK_ALLOWED_ORIGINS, and shows them its clock', async () => {
    const api = createMockApi({ cors: true, env: { allowedOrigins: ['http://localhost:5173'] } });
    const allowed = await api.fetch(preflight());
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const other = await api.fetch(
      new Request('http://localhost:8787/api/instance', {
        headers: { origin: 'http://evil.test' },
      }),
    );
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await api.fetch(
      new Request('http://localhost:8787/api/instance', {
        headers: { origin: 'http://localhost:5173' },
      }),
    );
    expect(answer.headers.get('access-control-expose-headers')).toContain('Date');
  });
});

describe('images of the standalone mock', () => {
  it('are named in full, on its own origin', async () => {
    const api = createMockApi({ cors: true });
    const { jwt } = await api.signIn('dj');
    const answer = await api.fetch(
      new Request('http://localhost:8787/api/track/lounge/false', {
        headers: { origin: 'http://localhost:5173', authorization: `Bearer ${jwt}` },
      }),
    );
    const text = await answer.text();
    expect(text).toContain('"http://localhost:8787/mock-assets/covers/');
    expect(text).not.toContain('"/mock-assets/');
  });
});
