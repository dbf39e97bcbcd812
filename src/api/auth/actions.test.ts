import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { createMemoryTokenStore } from '../token-store';
import { regenerateLoginCode, signInWithCode, signOut } from './actions';
import { authKeys } from './keys';

function backend(answer: (path: string, body: string) => Response) {
  const wire: { method: string; path: string; body: string }[] = [];
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body = await request.text();
    wire.push({ method: request.method, path, body });
    return answer(path, body);
  };
  return { wire, client: createApiClient({ baseUrl: 'http://api.test', fetch }) };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('signInWithCode', () => {
  it('exchanges a code once, however often it is asked, and stores both tokens', async () => {
    const { wire, client } = backend(() => json({ jwt: 'j1', refresh: 'r1' }));
    const tokens = createMemoryTokenStore();
    const [a, b] = await Promise.all([
      signInWithCode('code-1', { client, tokens }),
      signInWithCode('code-1', { client, tokens }),
    ]);
    expect(a).toEqual({ jwt: 'j1', refresh: 'r1' });
    expect(b).toBe(a);
    expect(wire.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/login/code-1']);
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual(['j1', 'r1']);
  });

  it("rejects with the server's message and stores nothing when the code is refused", async () => {
    const { client } = backend(() => json({ message: 'The code is unknown.' }, 401));
    const tokens = createMemoryTokenStore();
    await expect(signInWithCode('bad', { client, tokens })).rejects.toThrow('The code is unknown.');
    expect(tokens.getToken()).toBeUndefined();
  });
});

describe('signOut', () => {
  it('clears both tokens and revokes the stored refresh token', async () => {
    const { wire, client } = backend(() => new Response(null, { status: 204 }));
    const tokens = createMemoryTokenStore({ jwt: 'j', refresh: 'r' });
    await signOut({ client, tokens });
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual([undefined, undefined]);
    expect(wire).toEqual([
      { method: 'POST', path: '/api/auth/revoke', body: JSON.stringify({ refreshToken: 'r' }) },
    ]);
  });

  it('signs out locally even when the server cannot be reached, and asks nothing without a refresh token', async () => {
    const failing = createApiClient({
      baseUrl: 'http://api.test',
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const tokens = createMemoryTokenStore({ jwt: 'j', refresh: 'r' });
    await signOut({ client: failing, tokens });
    expect(tokens.getToken()).toBeUndefined();

    const { wire, client } = backend(() => new Response(null, { status: 204 }));
    await signOut({ client, tokens: createMemoryTokenStore({ jwt: 'j' }) });
    expect(wire).toEqual([]);
  });
});

describe('signOut against a backend that wants the bearer token', () => {
  interface Sent {
    path: string;
    authorization: string | null;
    body: string;
    keepalive: boolean;
  }

  /** A strict backend: revoke answers 401 to any token but `jwt`; `revoke` picks the answer. */
  function strictBackend(
    jwt: string,
    revoke: (sent: Sent, count: number) => Response | 'hang' = () =>
      new Response(null, { status: 204 }),
  ) {
    const wire: Sent[] = [];
    let current = jwt;
    let revokes = 0;
    const fetch = async (request: Request): Promise<Response> => {
      const sent = {
        path: new URL(request.url).pathname,
        authorization: request.headers.get('authorization'),
        body: await request.text(),
        keepalive: request.keepalive,
      };
      wire.push(sent);
      if (sent.path === '/api/auth/refresh') {
        current = 'j2';
        return json({ jwt: 'j2', refresh: 'r2' });
      }
      if (sent.authorization !== `Bearer ${current}`) return json({ message: 'Expired.' }, 401);
      revokes += 1;
      const answer = revoke(sent, revokes);
      if (answer !== 'hang') return answer;
      return new Promise<Response>((_, reject) => {
        request.signal.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      });
    };
    return { wire, fetch };
  }

  function setUp(backendOf: ReturnType<typeof strictBackend>, pair = { jwt: 'j1', refresh: 'r1' }) {
    const tokens = createMemoryTokenStore(pair);
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: backendOf.fetch, tokens });
    return { tokens, client };
  }

  const revokes = (wire: Sent[]) =>
    wire
      .filter((sent) => sent.path === '/api/auth/revoke')
      .map(({ authorization, body, keepalive }) => ({ authorization, body, keepalive }));

  it('sends the revoke with the bearer token while the cookies are still there, then clears them', async () => {
    const backend = strictBackend('j1');
    const { tokens, client } = setUp(backend);
    await signOut({ client, tokens });
    expect(revokes(backend.wire)).toEqual([
      {
        authorization: 'Bearer j1',
        body: JSON.stringify({ refreshToken: 'r1' }),
        keepalive: false,
      },
    ]);
    expect([tokens.getToken(), tokens.getRefreshToken()]).toEqual([undefined, undefined]);
  });

  it('refreshes an expired session token once and revokes the refresh token that rotation gave', async () => {
    const backend = strictBackend('j-newer');
    const { tokens, client } = setUp(backend);
    await signOut({ client, tokens });
    expect(
      backend.wire.map((sent) => `${sent.path} ${sent.authorization ?? ''} ${sent.body}`),
    ).toEqual([
      '/api/auth/revoke Bearer j1 {"refreshToken":"r1"}',
      '/api/auth/refresh Bearer j1 {"refreshToken":"r1"}',
      '/api/auth/revoke Bearer j2 {"refreshToken":"r1"}',
      '/api/auth/revoke Bearer j2 {"refreshToken":"r2"}',
    ]);
    expect(tokens.getRefreshToken()).toBeUndefined();
  });

  it('sends a failed revoke once more, with keepalive, and signs out either way', async () => {
    const backend = strictBackend('j1', () => json({ message: 'Database down' }, 503));
    const { tokens, client } = setUp(backend);
    await signOut({ client, tokens });
    expect(revokes(backend.wire).map((sent) => sent.keepalive)).toEqual([false, true]);
    expect(revokes(backend.wire)[1]?.authorization).toBe('Bearer j1');
    expect(tokens.getToken()).toBeUndefined();
  });

  it('never waits past the bound for a revoke that does not answer', async () => {
    vi.useFakeTimers();
    try {
      const backend = strictBackend('j1', () => 'hang');
      const { tokens, client } = setUp(backend);
      let done = false;
      const out = signOut({ client, tokens, waitMs: 5_000 }).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(4_999);
      expect(done).toBe(false);
      expect(tokens.getToken()).toBe('j1');
      await vi.advanceTimersByTimeAsync(1);
      await out;
      expect(tokens.getToken()).toBeUndefined();
      // The first was given up at the bound; the one retry left with keepalive, the bearer on it.
      expect(revokes(backend.wire)).toEqual([
        { authorization: 'Bearer j1', body: '{"refreshToken":"r1"}', keepalive: false },
        { authorization: 'Bearer j1', body: '{"refreshToken":"r1"}', keepalive: true },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('regenerateLoginCode', () => {
  /** The settings screen's cache, where the login code's query keeps its answer. */
  const screen = () => {
    const cache = new Map<unknown, unknown>();
    const toasts: string[] = [];
    const events = new EventTarget();
    const raised: string[] = [];
    events.addEventListener('regenerateLoginCode', () => raised.push('regenerateLoginCode'));
    return { cache, toasts, events, raised };
  };

  it('puts the new code on screen by its key, without asking for it again', async () => {
    const { wire, client } = backend(() => json({ code: '7F3A9C21' }));
    const { cache, toasts, events, raised } = screen();
    const code = await regenerateLoginCode({
      client,
      events,
      confirm: async () => true,
      notify: { success: () => undefined, error: (m) => toasts.push(m), info: () => undefined },
      mutate: (async (key: unknown, data: unknown, options: unknown) => {
        cache.set(JSON.stringify(key), { data, options });
        return data;
      }) as never,
    });
    expect(code).toBe('7F3A9C21');
    expect(wire.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/auth/code/regenerate']);
    expect([...cache]).toEqual([
      [
        JSON.stringify(authKeys.key('loginCode', {})),
        { data: { code: '7F3A9C21' }, options: { revalidate: false } },
      ],
    ]);
    expect(raised).toEqual(['regenerateLoginCode']);
    expect(toasts).toEqual([]);
  });

  it("says 'An error occurred: {detail}' when the server fails, and keeps the old code", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client } = backend(() => json({ message: 'The code store is down.' }, 500));
    const { cache, toasts, events, raised } = screen();
    const code = await regenerateLoginCode({
      client,
      events,
      confirm: async () => true,
      notify: { success: () => undefined, error: (m) => toasts.push(m), info: () => undefined },
      mutate: (async () => undefined) as never,
    });
    expect(code).toBeNull();
    expect(toasts).toEqual(['An error occurred: The code store is down.']);
    expect(cache.size).toBe(0);
    expect(raised).toEqual([]);
    vi.restoreAllMocks();
  });
});
