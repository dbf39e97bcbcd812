import { describe, expect, it } from 'vitest';
import { readInstanceWebsocket } from './instance-websocket';

const SOCKET = 'wss://panel.example.com/api/servers/1a7ce997/ws';
const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';

describe('the admin instance /websocket answer', () => {
  it('reads our flat shape', () => {
    expect(readInstanceWebsocket({ socket: SOCKET, token: TOKEN })).toEqual({
      socket: SOCKET,
      token: TOKEN,
    });
  });

  it("reads the server panel's own shape, wrapped in data", () => {
    expect(readInstanceWebsocket({ data: { token: TOKEN, socket: SOCKET } })).toEqual({
      socket: SOCKET,
      token: TOKEN,
    });
    expect(
      readInstanceWebsocket(JSON.parse(`{"data":{"token":"${TOKEN}","socket":"${SOCKET}"}}`)),
    ).toEqual({ socket: SOCKET, token: TOKEN });
  });

  it('takes ws:// too, and trims the address', () => {
    expect(readInstanceWebsocket({ socket: ' ws://localhost:8080/ws ', token: 't' })).toEqual({
      socket: 'ws://localhost:8080/ws',
      token: 't',
    });
  });

  it('is null for an answer that does not say where or how to connect', () => {
    for (const body of [
      undefined,
      null,
      '',
      'OK',
      [],
      {},
      { data: null },
      { data: {} },
      { socket: SOCKET },
      { token: TOKEN },
      { socket: SOCKET, token: '' },
      { socket: 'https://panel.example.com/ws', token: TOKEN },
      { socket: 'not an address', token: TOKEN },
      { data: { socket: SOCKET, token: 42 } },
    ]) {
      expect(readInstanceWebsocket(body), JSON.stringify(body)).toBeNull();
    }
  });
});
