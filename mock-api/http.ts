/** Shared request plumbing: the Hono env, error answers, and contract checks that answer 400. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { parseJsonKeepingLiterals, stringifyJson } from '../src/lib/snowflake/json.ts';
import type { MockUser } from './model.ts';
import type { WireActionResult, WireError, WireForbidden } from './wire.ts';

export interface MockEnvBindings {
  Variables: { user: MockUser };
}

export type MockContext = Context<MockEnvBindings>;

/** Stops handling with a JSON answer; caught by the app's error handler. */
export function fail(status: ContentfulStatusCode, body: WireError | WireForbidden): never {
  throw new HTTPException(status, { res: Response.json(body, { status }) });
}

export const badRequest = (message: string, errors?: WireError['errors']): never =>
  fail(400, errors ? { message, errors } : { message });
export const unauthorized = (message: string): never => fail(401, { message });
export const notFound = (message: string): never => fail(404, { message });
export const conflict = (message: string): never => fail(409, { message });

export function forbidden(permission: string, message: string, other?: boolean): never {
  const body: WireForbidden = { message, permission };
  if (other !== undefined) body.other = other;
  return fail(403, body);
}

/** A JSON answer whose chat-platform ids (digit strings) go out as number literals. */
export const jsonWithSnowflakes = (c: MockContext, body: unknown, status: ContentfulStatusCode) =>
  c.body(stringifyJson(body), status, { 'Content-Type': 'application/json' });

export const actionOk = (c: MockContext) =>
  c.json({ success: true } satisfies WireActionResult, 200);

function issuesToErrors(where: string, error: z.ZodError): NonNullable<WireError['errors']> {
  return error.issues.map((issue) => ({
    path: [where, ...issue.path.map(String)].join('/'),
    message: issue.message,
  }));
}

/** Reads and checks a JSON body; anything else is a 400 naming each problem. */
export async function readBody<T>(c: MockContext, schema: z.ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    // Chat-platform ids come as number literals of up to 20 digits: kept as their text.
    raw = parseJsonKeepingLiterals(await c.req.text());
  } catch {
    return badRequest('The request body must be JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const errors = issuesToErrors('body', parsed.error);
    return badRequest(
      `Invalid request body: ${errors.map((e) => `${e.path}: ${e.message}`).join('; ')}`,
      errors,
    );
  }
  return parsed.data;
}

/** A path or query value that must be `true` or `false`. */
export function booleanParam(
  value: string | undefined,
  where: string,
  fallback?: boolean,
): boolean {
  if (value === undefined && fallback !== undefined) return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return badRequest(`${where} must be true or false, got "${value ?? ''}".`, [
    { path: where, message: 'must be true or false' },
  ]);
}

/** An integer query value within bounds, or its default when absent. */
export function intParam(
  value: string | undefined,
  where: string,
  min: number,
  max: number,
  fallback: number,
): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (value.trim() === '' || !Number.isInteger(number) || number < min || number > max) {
    return badRequest(`${where} must be an integer from ${min} to ${max}, got "${value}".`, [
      { path: where, message: `must be an integer from ${min} to ${max}` },
    ]);
  }
  return number;
}
