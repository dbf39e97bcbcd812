import { describe, expect, it, vi } from 'vitest';
import {
  apiProbeUrl,
  apiVerdict,
  authorizeVerdict,
  avatarVerdict,
  clockVerdict,
  probeApi,
  type ProbeNetwork,
} from './setup-checks';

const URL_ = 'https://api.example/api/instance';
const ORIGIN = 'https://bot.example';

function network(
  first: () => Promise<Response>,
  options: { blocked?: boolean; opaque?: 'ok' | 'fail'; times?: number[] } = {},
): ProbeNetwork & { calls: RequestInit[] } {
  const calls: RequestInit[] = [];
  const times = [...(options.times ?? [1000, 1200])];
  return {
    calls,
    now: () => times.shift() ?? 0,
    fetch: vi.fn((_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      if (init?.mode === 'no-cors') {
        return options.opaque === 'ok'
          ? Promise.resolve(new Response(null, { status: 200 }))
          : Promise.reject(new TypeError('Failed to fetch'));
      }
      return first();
    }) as unknown as typeof fetch,
    async blockedByPolicy(during) {
      try {
        return { value: await during(), blocked: false };
      } catch (error) {
        return { error, blocked: options.blocked ?? false };
      }
    },
  };
}

const failing = () => Promise.reject(new TypeError('Failed to fetch'));

describe('the API check', () => {
  it('asks the instance list with a bearer header, as the app does', async () => {
    expect(apiProbeUrl('', ORIGIN)).toBe(`${ORIGIN}/api/instance`);
    const net = network(() =>
      Promise.resolve(
        new Response('{}', { status: 401, headers: { date: new Date(1100).toUTCString() } }),
      ),
    );
    const probe = await probeApi(URL_, net);
    expect(net.calls[0]?.headers).toMatchObject({ authorization: 'Bearer setup-check' });
    expect(probe).toEqual({
      kind: 'answered',
      url: URL_,
      status: 401,
      serverTime: 1000,
      localTime: 1100,
    });
    expect(apiVerdict(probe, ORIGIN)).toEqual({
      verdict: 'ok',
      message: `${URL_} answered (HTTP 401) and lets this site in.`,
    });
  });

  it('tells a blocked policy, a refused origin and silence apart', async () => {
    expect((await probeApi(URL_, network(failing, { blocked: true }))).kind).toBe('csp');
    expect((await probeApi(URL_, network(failing, { opaque: 'ok' }))).kind).toBe('cors');
    expect((await probeApi(URL_, network(failing))).kind).toBe('unreachable');
    expect(apiVerdict({ kind: 'cors', url: URL_ }, ORIGIN)).toEqual({
      verdict: 'failed',
      message: `${URL_} is reachable but does not let ${ORIGIN} in: allow this origin in the backend's CORS settings.`,
    });
    expect(apiVerdict({ kind: 'csp', url: URL_ }, ORIGIN).verdict).toBe('failed');
    expect(apiVerdict({ kind: 'unreachable', url: URL_ }, ORIGIN).message).toContain(
      'could not be reached',
    );
  });

  it('fails a 404 (the wrong base URL) and warns of a 5xx', () => {
    const answered = { kind: 'answered' as const, url: URL_, serverTime: null, localTime: 0 };
    expect(apiVerdict({ ...answered, status: 404 }, ORIGIN).verdict).toBe('failed');
    expect(apiVerdict({ ...answered, status: 502 }, ORIGIN).verdict).toBe('warning');
    expect(apiVerdict({ ...answered, status: 200 }, ORIGIN).verdict).toBe('ok');
  });
});

describe('the clock check', () => {
  const answered = { kind: 'answered' as const, url: URL_, status: 401 };
  it('compares the Date header with this device, within a minute', () => {
    expect(clockVerdict({ ...answered, serverTime: 10_000, localTime: 10_400 })).toEqual({
      verdict: 'ok',
      message: "The server's clock and this device's are 0 s apart.",
    });
    const off = clockVerdict({ ...answered, serverTime: 200_000, localTime: 10_000 });
    expect(off.verdict).toBe('warning');
    expect(off.message).toContain('190 s apart');
  });

  it('says when the answer has no readable date, and waits for an answer', () => {
    expect(clockVerdict({ ...answered, serverTime: null, localTime: 0 }).message).toContain(
      'expose the Date header',
    );
    expect(clockVerdict({ kind: 'unreachable', url: URL_ }).verdict).toBe('skipped');
    expect(clockVerdict(null).verdict).toBe('skipped');
  });
});

describe('the sign-in address check', () => {
  const redirectUri = `${ORIGIN}/dashboard/login`;
  const sent = (clientId: string, base = 'https://chat.example/oauth2/authorize') => {
    const url = new URL(base);
    url.searchParams.set('client_id', clientId);
    url.searchParams.set('redirect_uri', redirectUri);
    return url.href;
  };

  it('passes when the address carries the configured client id and the redirect', () => {
    expect(
      authorizeVerdict({
        configuredUrl: 'https://chat.example/oauth2/authorize',
        clientId: '42',
        sentUrl: sent('42'),
        redirectUri,
        origin: ORIGIN,
      }),
    ).toEqual({
      verdict: 'ok',
      message:
        'Signing in asks the platform for client id 42 and comes back to the redirect address above.',
    });
  });

  it('warns of another client id in the configured address, and of the mock', () => {
    const conflict = authorizeVerdict({
      configuredUrl: 'https://chat.example/oauth2/authorize?client_id=7',
      clientId: '42',
      sentUrl: sent('42'),
      redirectUri,
      origin: ORIGIN,
    });
    expect(conflict.verdict).toBe('warning');
    expect(conflict.message).toContain('names client id 7, but the dashboard sends 42');
    const mock = authorizeVerdict({
      configuredUrl: '/mock-oauth/authorize',
      clientId: 'mock-client',
      sentUrl: sent('mock-client', `${ORIGIN}/mock-oauth/authorize`),
      redirectUri,
      origin: ORIGIN,
    });
    expect(mock.verdict).toBe('warning');
    expect(mock.message).toContain("mock's sign-in page");
  });

  it('fails an address that is not one', () => {
    expect(
      authorizeVerdict({
        configuredUrl: 'http://[bad',
        clientId: '42',
        sentUrl: sent('42'),
        redirectUri,
        origin: ORIGIN,
      }).verdict,
    ).toBe('failed');
  });
});

describe('the avatar check', () => {
  it('says which image loaded or did not', () => {
    const url = 'https://cdn.example/embed/avatars/0.png';
    expect(avatarVerdict(url, true)).toEqual({ verdict: 'ok', message: `${url} loaded.` });
    expect(avatarVerdict(url, false).verdict).toBe('failed');
  });
});
