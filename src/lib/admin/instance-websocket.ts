/**
 * What the admin instance `/websocket` answer says: where an instance's console lives on the
 * server panel and the short-lived token to authenticate there. Read generously: our
 * contract answers it flat, `{"socket", "token"}`; the server panel itself, and a backend that
 * passes the panel's answer on, wraps it in `data`, `{"data": {"token", "socket"}}`. Both read
 * the same; anything else (no socket, a socket that is not ws:// or wss://, no token) is null.
 */
export interface ConsoleAccess {
  /** ws:// or wss:// address of the console websocket. */
  socket: string;
  /** Sent after connecting (`{"event":"auth","args":[token]}`). */
  token: string;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function socketAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'ws:' || url.protocol === 'wss:' ? url.href : null;
  } catch {
    return null;
  }
}

function accessIn(value: Record<string, unknown>): ConsoleAccess | null {
  const socket = socketAddress(value.socket);
  const { token } = value;
  if (socket === null || typeof token !== 'string' || token.trim() === '') return null;
  return { socket, token };
}

/** The console's address and token, from a flat answer or one wrapped in `data`; else null. */
export function readInstanceWebsocket(body: unknown): ConsoleAccess | null {
  const outer = record(body);
  if (outer === null) return null;
  const flat = accessIn(outer);
  if (flat !== null) return flat;
  const inner = record(outer.data);
  return inner === null ? null : accessIn(inner);
}
