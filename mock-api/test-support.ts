/** Helpers for the mock's own tests: a tiny HTTP client over the app's fetch handler. */
import type { MockApi } from './create-mock-api.ts';

export interface CallOptions {
  token?: string;
  body?: unknown;
  /** A raw body sent as is (for malformed-JSON cases). */
  rawBody?: string;
  query?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  json: unknown;
  bytes: Uint8Array;
}

export async function call(
  api: MockApi,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = new URL(path, 'http://mock.test');
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await api.fetch(new Request(url, { method, headers, body }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  const json =
    type.includes('application/json') && bytes.length > 0
      ? JSON.parse(new TextDecoder().decode(bytes))
      : undefined;
  return { status: response.status, headers: response.headers, json, bytes };
}

/** Reads a JWT's claims without checking it (the tests check signatures through the API). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(
    new TextDecoder().decode(
      Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)),
    ),
  );
}
