/**
 * MOCK_WIRE=aspnet (or a test world's `wire: 'aspnet'`): the mock answers in the shapes a real
 * ASP.NET backend sends, which the spec does not show and our contract does not promise, so the
 * dashboard's generous reading (docs/architecture.md) is exercised on the main screens. Every
 * answer under /api passes through here once, after the routes made it in the contract's shapes;
 * nothing else in the mock knows about it.
 *
 * - Errors: a refusal or bad request is an `application/problem+json` ProblemDetails (`type`,
 *   `title`, `status`, `detail` from our `message`, `traceId`; a 400 that lists its problems is a
 *   ValidationProblemDetails with `errors` as field → messages and no `detail`; our 403's
 *   `permission` and `other` stay as extension members). A 401 to a bearer call has no body at
 *   all, only `WWW-Authenticate: Bearer`, as JwtBearer answers; a 5xx is a text/plain line.
 * - Actions: an `ActionResult` (`{"success": true}`) is a 200 with an empty body and
 *   `Content-Length: 0`, what `return Ok();` sends.
 * - Date-times are UTC wall time without an offset (`2026-05-01T12:34:56.123`), as
 *   System.Text.Json writes a DateTime whose Kind is unspecified.
 * - `discordId` is a JSON number literal of 18 digits (above 2^53), as a backend that keeps it
 *   in a `ulong` writes it; channel and guild ids already are (`Snowflake`).
 * - `/api/admin/instances/{id}/websocket` is wrapped in `data`, the server panel's own shape.
 * - JSON answers say `application/json; charset=utf-8`.
 */
import type { MiddlewareHandler } from 'hono';

/** A ProblemDetails' `title` and its RFC 9110 section, as ASP.NET Core maps a status code. */
const REASONS: Readonly<Record<number, readonly [title: string, section: string]>> = {
  400: ['Bad Request', '15.5.1'],
  401: ['Unauthorized', '15.5.2'],
  403: ['Forbidden', '15.5.4'],
  404: ['Not Found', '15.5.5'],
  405: ['Method Not Allowed', '15.5.6'],
  406: ['Not Acceptable', '15.5.7'],
  409: ['Conflict', '15.5.10'],
  410: ['Gone', '15.5.11'],
  413: ['Content Too Large', '15.5.14'],
  415: ['Unsupported Media Type', '15.5.16'],
  422: ['Unprocessable Content', '15.5.21'],
};

const JSON_TYPE = 'application/json; charset=utf-8';
const PROBLEM_TYPE = 'application/problem+json; charset=utf-8';
const WEBSOCKET_PATH = /^\/api\/admin\/instances\/[^/]+\/websocket$/;
const ISO_UTC = /"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?)Z"/g;
const QUOTED_DISCORD_ID = /"discordId":"(\d{1,20})"/g;
const ACTION_RESULT = /^\s*\{\s*"success"\s*:\s*true\s*\}\s*$/;

/** A JSON answer's text as ASP.NET writes it: date-times without an offset, numeric discordIds. */
export function toAspnetJson(text: string): string {
  return text.replace(ISO_UTC, '"$1"').replace(QUOTED_DISCORD_ID, '"discordId":$1');
}

interface ContractError {
  message?: unknown;
  errors?: unknown;
  [extension: string]: unknown;
}

/** `body/value` → `$.value`, `query/format` → `format`: the keys ASP.NET's model state uses. */
function modelStateKey(path: string): string {
  const [where = '', ...rest] = path.split('/');
  if (where === 'body') return ['$', ...rest].join('.');
  return rest.length > 0 ? rest.join('.') : where;
}

function validationErrors(errors: unknown): Record<string, string[]> | null {
  if (!Array.isArray(errors) || errors.length === 0) return null;
  const grouped: Record<string, string[]> = {};
  for (const item of errors as { path?: unknown; message?: unknown }[]) {
    const key = typeof item.path === 'string' ? modelStateKey(item.path) : '$';
    const message = typeof item.message === 'string' ? item.message : 'is invalid';
    (grouped[key] ??= []).push(message);
  }
  return grouped;
}

/** Our `Error`/`Forbidden` body as the ProblemDetails ASP.NET Core writes for `status`. */
function problemDetails(
  status: number,
  body: ContractError,
  traceId: string,
): Record<string, unknown> {
  const [title, section] = REASONS[status] ?? [
    'An error occurred.',
    status >= 500 ? '15.6.1' : '15.5.1',
  ];
  const type = `https://tools.ietf.org/html/rfc9110#section-${section}`;
  const { message, errors, ...extensions } = body;
  const invalid = status === 400 ? validationErrors(errors) : null;
  if (invalid !== null) {
    return {
      type,
      title: 'One or more validation errors occurred.',
      status,
      errors: invalid,
      traceId,
    };
  }
  return {
    type,
    title,
    status,
    ...(typeof message === 'string' && message !== '' ? { detail: message } : {}),
    ...extensions,
    traceId,
  };
}

function parsed(text: string): ContractError | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as ContractError)
      : null;
  } catch {
    return null;
  }
}

function emptyAnswer(status: number, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { 'Content-Length': '0', ...headers } });
}

function errorAnswer(
  request: Request,
  path: string,
  status: number,
  text: string,
  traceId: string,
) {
  // JwtBearer's challenge: no body, the scheme (and why, when a token was sent) in a header.
  if (status === 401 && !path.startsWith('/api/auth/')) {
    const sent = request.headers.has('Authorization');
    return emptyAnswer(401, {
      'WWW-Authenticate': sent ? 'Bearer error="invalid_token"' : 'Bearer',
    });
  }
  const body = parsed(text);
  if (status >= 500) {
    const line = typeof body?.message === 'string' ? body.message : text;
    return new Response(line, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (body === null) return new Response(text, { status, headers: { 'Content-Type': JSON_TYPE } });
  return new Response(toAspnetJson(JSON.stringify(problemDetails(status, body, traceId))), {
    status,
    headers: { 'Content-Type': PROBLEM_TYPE },
  });
}

/** The answer of `request` (in the contract's shapes) in ASP.NET's. */
function toAspnetAnswer(
  request: Request,
  path: string,
  status: number,
  text: string,
  traceId: string,
): Response {
  if (status >= 400) return errorAnswer(request, path, status, text, traceId);
  if (ACTION_RESULT.test(text)) return emptyAnswer(status);
  const json = toAspnetJson(text);
  const body = WEBSOCKET_PATH.test(path) ? `{"data":${json}}` : json;
  return new Response(body, { status, headers: { 'Content-Type': JSON_TYPE } });
}

/** The middleware: JSON answers under /api are rewritten; audio, HTML and images pass. */
export function aspnetWire(): MiddlewareHandler {
  let traces = 0;
  return async (c, next) => {
    await next();
    const original = c.res;
    if (!(original.headers.get('Content-Type') ?? '').includes('json')) return;
    traces += 1;
    const traceId = `00-${traces.toString(16).padStart(32, '0')}-${'0'.repeat(15)}1-00`;
    const answer = toAspnetAnswer(
      c.req.raw,
      c.req.path,
      original.status,
      await original.text(),
      traceId,
    );
    for (const [name, value] of original.headers) {
      if (name === 'content-type' || name === 'content-length') continue;
      if (name === 'set-cookie') answer.headers.append(name, value);
      else answer.headers.set(name, value);
    }
    // Unset first: Hono would otherwise copy the old answer's headers over the new one's.
    c.res = undefined;
    c.res = answer;
  };
}
