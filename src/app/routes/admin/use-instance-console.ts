import { useCallback, useEffect, useRef, useState } from 'react';
import { readConsoleAccess } from '@/api/admin-console';
import type { ApiClient } from '@/api/client';
import {
  appendLines,
  authMessage,
  type ConsoleStatus,
  readConsoleEvent,
  sendLogsMessage,
} from '@/lib/admin/console-protocol';

/** What the console hook needs of a socket (a browser WebSocket; a fake one in tests). */
export interface ConsoleSocket {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface InstanceConsoleOptions {
  openSocket?: (url: string) => ConsoleSocket;
  client?: ApiClient;
}

export interface InstanceConsole {
  status: ConsoleStatus;
  lines: readonly string[];
  /** Why it failed, when the backend's answer or the panel said. */
  detail: string | null;
  connect: () => void;
  disconnect: () => void;
}

const OPEN = 1; // WebSocket.OPEN

interface Session {
  abort: AbortController;
  socket?: ConsoleSocket;
}

const browserSocket = (url: string): ConsoleSocket => new WebSocket(url);

/**
 * The admin instance page's console (lib/admin/console-protocol.ts): on connect, asks the backend for
 * the console's address and a token (`/websocket`, flat or wrapped in `data`), opens the socket,
 * authenticates, asks for the recent lines and shows what comes; when the panel says the token
 * is expiring it asks for a fresh one. Nothing happens until the user connects; leaving the page
 * closes the socket. Key the caller by instance id: a new instance starts a new console.
 */
export function useInstanceConsole(
  instanceId: string,
  { openSocket = browserSocket, client }: InstanceConsoleOptions = {},
): InstanceConsole {
  const [status, setStatus] = useState<ConsoleStatus>('idle');
  const [lines, setLines] = useState<readonly string[]>([]);
  const [detail, setDetail] = useState<string | null>(null);
  const session = useRef<Session | null>(null);

  const end = useCallback(() => {
    const current = session.current;
    session.current = null;
    current?.abort.abort();
    current?.socket?.close();
  }, []);
  useEffect(() => end, [end]);

  const connect = useCallback(() => {
    end();
    const current: Session = { abort: new AbortController() };
    session.current = current;
    const live = () => session.current === current;
    const { signal } = current.abort;
    const fail = (reason: string | null) => {
      if (!live()) return;
      end();
      setStatus('failed');
      setDetail(reason);
    };
    setStatus('connecting');
    setDetail(null);
    setLines([]);

    void (async () => {
      const answer = await readConsoleAccess(instanceId, { client, signal }).catch(() => null);
      if (!live()) return;
      if (answer === null || answer.status === 'failed') {
        fail(answer?.detail ?? null);
        return;
      }
      let socket: ConsoleSocket;
      try {
        socket = openSocket(answer.access.socket);
      } catch {
        fail(null);
        return;
      }
      current.socket = socket;
      let askedForLogs = false;
      socket.onopen = () => {
        if (live()) socket.send(authMessage(answer.access.token));
      };
      socket.onmessage = (message) => {
        if (!live()) return;
        const event = readConsoleEvent(message.data);
        switch (event.kind) {
          case 'authenticated':
            setStatus('connected');
            // A fresh token is acknowledged the same way: the recent lines are asked for once.
            if (!askedForLogs) socket.send(sendLogsMessage());
            askedForLogs = true;
            break;
          case 'output':
            setLines((before) => appendLines(before, event.lines));
            break;
          case 'token-expiring':
            void readConsoleAccess(instanceId, { client, signal })
              .then((fresh) => {
                if (live() && fresh.status === 'ok' && socket.readyState === OPEN) {
                  socket.send(authMessage(fresh.access.token));
                }
              })
              .catch(() => undefined);
            break;
          case 'ended':
            fail(event.reason);
            break;
          case 'other':
            break;
        }
      };
      socket.onerror = () => fail(null);
      socket.onclose = () => {
        if (!live()) return;
        session.current = null;
        setStatus((before) => (before === 'connected' ? 'closed' : 'failed'));
      };
    })();
  }, [client, end, instanceId, openSocket]);

  const disconnect = useCallback(() => {
    end();
    setStatus('closed');
  }, [end]);

  return { status, lines, detail, connect, disconnect };
}
