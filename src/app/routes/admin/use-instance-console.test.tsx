// @vitest-environment jsdom
/**
 * The console against the mock answering as a real backend does (MOCK_WIRE=aspnet): the
 * /websocket answer comes wrapped in `data`, and the socket it names is a stand-in that speaks
 * the panel's protocol.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../../../mock-api/clock';
import { createMockApi } from '../../../../mock-api/create-mock-api';
import { createApiClient } from '@/api/client';
import { createMemoryTokenStore } from '@/api/token-store';
import { type ConsoleSocket, useInstanceConsole } from './use-instance-console';

class FakeSocket implements ConsoleSocket {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: ConsoleSocket['onopen'] = null;
  onmessage: ConsoleSocket['onmessage'] = null;
  onerror: ConsoleSocket['onerror'] = null;
  onclose: ConsoleSocket['onclose'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  say(event: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }));
  }
}

async function setup(wire: 'aspnet' | 'contract' = 'aspnet') {
  const mock = createMockApi({ clock: createManualClock(), env: { wire } });
  const client = createApiClient({
    baseUrl: 'http://mock.test',
    tokens: createMemoryTokenStore(await mock.signIn('root-admin')),
    fetch: (request) => mock.fetch(request),
    lock: { run: (task) => task() },
  });
  const sockets: FakeSocket[] = [];
  const openSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  return { client, sockets, openSocket };
}

describe('useInstanceConsole', () => {
  it('connects with the address and token of a /websocket answer wrapped in data', async () => {
    const { client, sockets, openSocket } = await setup('aspnet');
    const { result } = renderHook(() => useInstanceConsole('lounge', { client, openSocket }));
    expect(result.current.status).toBe('idle');
    act(() => result.current.connect());
    expect(result.current.status).toBe('connecting');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    expect(socket.url).toMatch(/^ws:\/\/mock\.test\/mock-panel\/servers\/.+\/ws$/);
    act(() => socket.open());
    const [auth] = socket.sent as { event: string; args: string[] }[];
    expect(auth?.event).toBe('auth');
    expect(auth?.args[0]).toMatch(/^[0-9a-f]{32}$/);

    act(() => socket.say({ event: 'auth success' }));
    expect(result.current.status).toBe('connected');
    expect(socket.sent[1]).toEqual({ event: 'send logs', args: [null] });
    act(() => socket.say({ event: 'console output', args: ['\u001b[32mReady\u001b[0m'] }));
    expect(result.current.lines).toEqual(['Ready']);

    // A token about to expire is replaced; the recent lines are not asked for twice.
    act(() => socket.say({ event: 'token expiring' }));
    await waitFor(() => expect(socket.sent).toHaveLength(3));
    expect(socket.sent[2]).toMatchObject({ event: 'auth' });
    act(() => socket.say({ event: 'auth success' }));
    expect(socket.sent).toHaveLength(3);

    act(() => result.current.disconnect());
    expect(result.current.status).toBe('closed');
    expect(socket.closed).toBe(true);
  });

  it('connects with the flat answer too', async () => {
    const { client, sockets, openSocket } = await setup('contract');
    const { result } = renderHook(() => useInstanceConsole('lounge', { client, openSocket }));
    act(() => result.current.connect());
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]!.url).toMatch(/^ws:\/\/mock\.test\/mock-panel\//);
  });

  it('fails with the ProblemDetails detail of an unmanaged instance', async () => {
    const { client, sockets, openSocket } = await setup('aspnet');
    const { result } = renderHook(() => useInstanceConsole('garage', { client, openSocket }));
    act(() => result.current.connect());
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.detail).toBe('The instance is not managed by the server panel.');
    expect(sockets).toHaveLength(0);
  });

  it('fails when the socket closes before it is authenticated, and closes it on unmount', async () => {
    const { client, sockets, openSocket } = await setup('aspnet');
    const { result, unmount } = renderHook(() =>
      useInstanceConsole('lounge', { client, openSocket }),
    );
    act(() => result.current.connect());
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => sockets[0]!.onclose?.(new CloseEvent('close')));
    expect(result.current).toMatchObject({ status: 'failed', detail: null });

    act(() => result.current.connect());
    await waitFor(() => expect(sockets).toHaveLength(2));
    act(() => sockets[1]!.say({ event: 'jwt error', args: ['token is invalid'] }));
    expect(result.current).toMatchObject({ status: 'failed', detail: 'token is invalid' });
    expect(sockets[1]!.closed).toBe(true);

    act(() => result.current.connect());
    await waitFor(() => expect(sockets).toHaveLength(3));
    unmount();
    expect(sockets[2]!.closed).toBe(true);
  });
});
