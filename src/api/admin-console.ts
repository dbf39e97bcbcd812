/**
 * GET /api/admin/instances/{id}/websocket (2-secondary §7): where the instance's console lives on
 * the server panel and a short-lived token for it. Asked for on every connection (and again when
 * the panel says the token is expiring), never cached: a token from an earlier visit is stale.
 * The answer is read flat or wrapped in `data` (lib/admin/instance-websocket.ts).
 */
import { errorDetail } from '@/lib/wire/error-detail';
import { type ConsoleAccess, readInstanceWebsocket } from '@/lib/admin/instance-websocket';
import { answerError } from './api-error';
import { api, type ApiClient } from './client';

export type ConsoleAccessAnswer =
  | { status: 'ok'; access: ConsoleAccess }
  /** `httpStatus` is absent when the call never got an answer; `detail` is what it said. */
  | { status: 'failed'; httpStatus?: number; detail: string | null };

export async function readConsoleAccess(
  instanceId: string,
  { client = api, signal }: { client?: ApiClient; signal?: AbortSignal } = {},
): Promise<ConsoleAccessAnswer> {
  let answer;
  try {
    answer = await client.GET('/api/admin/instances/{id}/websocket', {
      params: { path: { id: instanceId } },
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    const refused = answerError(error);
    return refused
      ? { status: 'failed', httpStatus: refused.status, detail: errorDetail(refused.body) }
      : { status: 'failed', detail: null };
  }
  const { data, response } = answer;
  const access = readInstanceWebsocket(data);
  return access === null
    ? { status: 'failed', httpStatus: response.status, detail: null }
    : { status: 'ok', access };
}
