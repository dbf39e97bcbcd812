/**
 * A tiny stand-in for the backend's auth behaviour, for client tests: it records every request
 * that reaches "the wire" and answers 401 to any token but the current one.
 */
interface WireRequest {
  method: string;
  path: string;
  authorization: string | null;
  contentType: string | null;
  accept: string | null;
  body: string;
}

export interface FakeAuthBackendOptions {
  token: string;
  refresh: string;
  /** Answer for POST /api/auth/refresh; by default rotates the pair when the token matches. */
  onRefresh?: (refreshToken: string) => Response | Promise<Response>;
  /** Answer for any other request that carries the current token. */
  onRequest?: (request: WireRequest) => Response | Promise<Response>;
  /** Hold every non-refresh answer until this resolves (to make requests truly concurrent). */
  gate?: Promise<void>;
  /** Hold every refresh answer until this resolves (to keep a refresh in flight). */
  refreshGate?: Promise<void>;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function createFakeAuthBackend(options: FakeAuthBackendOptions) {
  const wire: WireRequest[] = [];
  let token = options.token;
  let refresh = options.refresh;
  let generation = 0;

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const seen: WireRequest = {
      method: request.method,
      path: url.pathname + url.search,
      authorization: request.headers.get('Authorization'),
      contentType: request.headers.get('Content-Type'),
      accept: request.headers.get('Accept'),
      body: await request.text(),
    };
    wire.push(seen);

    if (url.pathname === '/api/auth/refresh') {
      const { refreshToken } = JSON.parse(seen.body) as { refreshToken: string };
      if (options.refreshGate) await options.refreshGate;
      if (options.onRefresh) return options.onRefresh(refreshToken);
      if (refreshToken !== refresh) return json({ message: 'Invalid refresh token' }, 401);
      generation += 1;
      token = `token-${generation}`;
      refresh = `refresh-${generation}`;
      return json({ jwt: token, refresh });
    }

    await options.gate;
    if (seen.authorization !== `Bearer ${token}`) return json({ message: 'Unauthorized' }, 401);
    return options.onRequest ? options.onRequest(seen) : json({ ok: true });
  }

  return {
    fetch,
    wire,
    currentToken: () => token,
    requestsTo: (path: string) => wire.filter((request) => request.path.startsWith(path)),
  };
}
