import useSWR, {
  mutate,
  preload,
  unstable_serialize,
  type SWRConfiguration,
  type SWRResponse,
} from 'swr';
import { ApiError } from '../api-error';
import { api, type ApiClient } from '../client';
import { lastKnown } from './last-known';
import { createAnswerSharing } from './share-answers';
import type { GetPath, QueryData, QueryErrorBody, QueryKey, QueryParams } from './query-types';

export interface QueryHookOptions<P extends GetPath> extends SWRConfiguration<
  QueryData<P>,
  ApiError<QueryErrorBody<P>>
> {
  /** Defaults to the app's client; tests pass their own. */
  client?: ApiClient;
  /**
   * The queries whose answers draw a returning visit's first screen: their live answers are kept
   * for the person who asked (last-known.ts) and shown, marked, on the next visit.
   */
  keepsLastKnown?: (params: QueryParams<P>) => boolean;
}

/** SWR's default dedupe window (2 s) would swallow 1 s polling: keep it under the interval. */
function dedupeFor(refreshInterval: unknown): number {
  return typeof refreshInterval === 'number' && refreshInterval > 0
    ? Math.min(2000, refreshInterval / 2)
    : 2000;
}

/** One GET through the client; any status outside 2xx becomes an ApiError with status and body. */
async function fetchQuery<P extends GetPath>(
  client: ApiClient,
  path: P,
  params: QueryParams<P>,
  signal?: AbortSignal,
): Promise<QueryData<P>> {
  // openapi-fetch's overloads cannot follow a generic path; the public types above are exact.
  const get = client.GET as unknown as (
    path: string,
    init: { params: unknown; signal?: AbortSignal },
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  const { data, error, response } = await get(path, { params, signal });
  if (!response.ok) throw new ApiError(response.status, error as QueryErrorBody<P>, response.url);
  return data as QueryData<P>;
}

/**
 * A typed SWR hook for one GET path. Keys are `[path, params]`; `null` params skip the request.
 * Polling and dedupe are per hook (`refreshInterval`, `dedupingInterval`), overridable per call.
 * When a newer request for the same key starts while one is in flight (slow server, fast
 * polling), the older one is aborted and resolves with the newer one's result, so SWR never
 * sees the abort as an error.
 */
export function createQueryHook<P extends GetPath>(path: P, options: QueryHookOptions<P> = {}) {
  const { client = api, keepsLastKnown, ...defaults } = options;
  // Every answer keeps what did not change of the last one of its key (share-answers.ts), so an
  // unchanged answer is the very same object and SWR needs no deep compare of its own.
  const answers = createAnswerSharing();
  defaults.compare ??= Object.is;
  function load(id: string, key: QueryKey<P>, signal: AbortSignal): Promise<QueryData<P>> {
    const asker = keepsLastKnown?.(key[1]) ? lastKnown.asker() : null;
    return fetchQuery(client, key[0], key[1], signal).then((data) => {
      const shared = answers.share(id, data);
      if (asker !== null) lastKnown.remember(key, shared, asker);
      return shared;
    });
  }
  const inFlight = new Map<
    string,
    { controller: AbortController; result: Promise<QueryData<P>> }
  >();

  function fetcher(key: QueryKey<P>): Promise<QueryData<P>> {
    const id = unstable_serialize(key);
    inFlight.get(id)?.controller.abort();
    const controller = new AbortController();
    const result = load(id, key, controller.signal)
      .catch((error: unknown) => {
        const newer = inFlight.get(id);
        if (controller.signal.aborted && newer && newer.controller !== controller) {
          return newer.result;
        }
        throw error;
      })
      .finally(() => {
        if (inFlight.get(id)?.controller === controller) inFlight.delete(id);
      });
    inFlight.set(id, { controller, result });
    return result;
  }

  function key(params: QueryParams<P>): QueryKey<P> {
    return [path, params] as const;
  }

  // Preloaded keys no screen has asked for yet (see `preload`).
  const unasked = new Set<string>();

  function useQuery(
    params: QueryParams<P> | null,
    config?: SWRConfiguration<QueryData<P>, ApiError<QueryErrorBody<P>>>,
  ): SWRResponse<QueryData<P>, ApiError<QueryErrorBody<P>>> {
    const merged = { ...defaults, ...config };
    // An interval given per call (e.g. a faster poll) gets a dedupe window to match.
    merged.dedupingInterval ??= dedupeFor(merged.refreshInterval);
    if (params !== null && unasked.size > 0) unasked.delete(unstable_serialize(key(params)));
    return useSWR(params === null ? null : key(params), fetcher, merged);
  }

  return Object.assign(useQuery, {
    path,
    /** The SWR key for `params`, e.g. for `mutate(hook.key(params))`. */
    key,
    /**
     * Starts the hook's request for `params` now (a route loader, before the screen's code has
     * arrived); the hook's first fetch of that key then takes this request instead of a new one.
     * An answer that arrives before any screen has asked for it goes into the cache as well, so
     * the screen's first render draws it rather than a loading state one render earlier (issue
     * #32: on a phone that loading frame cost a whole extra render and layout before the page).
     * A screen that asked first takes the answer through SWR's preload as before: writing it
     * into the cache then would mark the screen's own fetch of it as outdated. The promise
     * settles once that is decided (it never rejects): route loaders ignore it, tests wait on it.
     */
    preload: (params: QueryParams<P>): Promise<void> => {
      const requested = key(params);
      const id = unstable_serialize(requested);
      unasked.add(id);
      return Promise.resolve(preload(requested, fetcher)).then(
        async (data) => {
          if (unasked.delete(id)) await mutate(requested, data, { revalidate: false });
        },
        () => {
          // The hook that takes this request reports its failure.
          unasked.delete(id);
        },
      );
    },
    /** The same request outside React (loaders, actions), with an optional AbortSignal. */
    fetch: (params: QueryParams<P>, signal?: AbortSignal) =>
      fetchQuery(client, path, params, signal),
  });
}
