/**
 * The server panel's console websocket, as the admin instance page speaks it. The `/websocket`
 * answer (lib/admin/instance-websocket.ts) gives the address and a short-lived token; the panel's
 * protocol is JSON events `{"event", "args"}`:
 *
 *   → {"event":"auth","args":[token]}           after connecting, and again with a fresh token
 *   ← {"event":"auth success"}                   then we ask for the recent lines:
 *   → {"event":"send logs","args":[null]}
 *   ← {"event":"console output","args":[line]}   one or more lines, with ANSI colours
 *   ← {"event":"daemon message","args":[line]}   the panel's own notes, shown as lines too
 *   ← {"event":"token expiring"}                  ask /websocket again and send auth
 *   ← {"event":"token expired"} | {"event":"jwt error","args":[reason]}   the session is over
 *
 * Pure: the hook that owns the socket (app/routes/admin/use-instance-console.ts) does the I/O.
 */

/** Where a console stands: not asked yet, asking and authenticating, live, ended by us or it, failed. */
export type ConsoleStatus = 'idle' | 'connecting' | 'connected' | 'closed' | 'failed';

/** Lines kept on screen; older ones go first. */
const CONSOLE_MAX_LINES = 500;

export type ConsoleEvent =
  | { kind: 'authenticated' }
  | { kind: 'output'; lines: string[] }
  | { kind: 'token-expiring' }
  | { kind: 'ended'; reason: string | null }
  | { kind: 'other' };

export const authMessage = (token: string) => JSON.stringify({ event: 'auth', args: [token] });
export const sendLogsMessage = () => JSON.stringify({ event: 'send logs', args: [null] });

// CSI sequences (colours, cursor moves) and the OSC title sequence a terminal would act on.
// eslint-disable-next-line no-control-regex -- matching escape characters is the point
const ANSI = /\u001b\[[0-?]*[ -/]*[@-~]|\u001b\][^\u0007]*\u0007|\u001b[@-Z\\-_]/g;
// eslint-disable-next-line no-control-regex -- and the control characters left over
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A console line as text: no escape sequences, no control characters. */
export function plainLine(text: string): string {
  return text.replace(ANSI, '').replace(CONTROL, '');
}

function linesOf(args: unknown): string[] {
  if (!Array.isArray(args)) return [];
  return args
    .filter((arg): arg is string => typeof arg === 'string')
    .flatMap((arg) => arg.split(/\r?\n/))
    .map(plainLine);
}

/** What a message from the panel means; anything unreadable or unknown is `other`. */
export function readConsoleEvent(data: unknown): ConsoleEvent {
  if (typeof data !== 'string') return { kind: 'other' };
  let message: unknown;
  try {
    message = JSON.parse(data);
  } catch {
    return { kind: 'other' };
  }
  if (typeof message !== 'object' || message === null) return { kind: 'other' };
  const { event, args } = message as { event?: unknown; args?: unknown };
  switch (event) {
    case 'auth success':
      return { kind: 'authenticated' };
    case 'console output':
    case 'install output':
    case 'daemon message':
      return { kind: 'output', lines: linesOf(args) };
    case 'token expiring':
      return { kind: 'token-expiring' };
    case 'token expired':
      return { kind: 'ended', reason: null };
    case 'jwt error':
    case 'daemon error': {
      const [reason] = linesOf(args);
      return { kind: 'ended', reason: reason?.trim() ? reason.trim() : null };
    }
    default:
      return { kind: 'other' };
  }
}

/** `lines` with `more` after them, keeping the last `max`. */
export function appendLines(
  lines: readonly string[],
  more: readonly string[],
  max = CONSOLE_MAX_LINES,
): readonly string[] {
  if (more.length === 0) return lines;
  const all = [...lines, ...more];
  return all.length > max ? all.slice(all.length - max) : all;
}
