/** The search panel's call (1-core §5 Search; §7 POST /api/search/search/{id}). */
import type { components } from '@/contract/schema';
import type { ActionContext } from '../mutation/action-context';
import { runAction } from '../mutation/run-action';

export type SearchResult = components['schemas']['SearchResult'];

/**
 * The longest search the server takes (openapi.yaml, SearchRequest.search's maxLength): the search
 * box keeps to it, so nobody meets the server's refusal of a longer one. The contract's types carry
 * no lengths; search-actions.test.ts holds this to the contract.
 */
export const SEARCH_MAX_LENGTH = 500;

/**
 * Searches once. An aborted request (a newer search started) resolves to undefined without a
 * toast; a refusal shows "You're not allowed to search for tracks".
 */
export async function search(
  ctx: ActionContext,
  instanceId: string,
  text: string,
  signal: AbortSignal,
): Promise<SearchResult | undefined> {
  try {
    const outcome = await runAction(ctx, 'search', (c) =>
      c.POST('/api/search/search/{id}', {
        params: { path: { id: instanceId } },
        body: { search: text },
        signal,
      }),
    );
    return outcome.status === 'done' && !signal.aborted ? outcome.data : undefined;
  } catch (error) {
    if (signal.aborted) return undefined;
    throw error;
  }
}
