/**
 * The app's reads: swr-openapi's hooks over the one client, and what a read adds to them that
 * the library does not do. The hooks' keys are `[READ_KEY_PREFIX, path, init]`, and a domain
 * passes `{ params }` as the init, so a key is known from a path and its params
 * (domain-keys.ts). Their errors are the client's ApiError (api-error-middleware.ts), typed
 * through swr-openapi's FetcherError.
 *
 * `reads(options)` is the SWR configuration every domain hook passes: identity compare (the
 * sharing step makes an unchanged answer the same object), a dedupe window under the poll's
 * interval, and the read steps as SWR middlewares, innermost first: abort a superseded request
 * (abort-superseded.ts), the hook's own request middlewares (the queue's first-page join), share
 * the answer with the cached one (share-answers.ts), the last-known store (last-known.ts), then
 * the hook's own `use` (the queue's answer observer). `preloadRead` starts a read outside React
 * through the same steps, which swr-openapi has no way to do.
 */
import type { ClientPathsWithMethod } from 'openapi-fetch';
import {
  mutate,
  preload,
  SWRConfig,
  unstable_serialize,
  type Middleware,
  type SWRConfiguration,
} from 'swr';
import { createImmutableHook, createQueryHook, type TypesForGetRequest } from 'swr-openapi';
import type { ApiError } from '../api-error';
import { api, type ApiClient, type ApiPaths } from '../client';
import { abortSuperseded } from './abort-superseded';
import { lastKnownStep } from './last-known';
import { stepsMiddleware, type ReadFetcher, type ReadKey, type ReadStep } from './read-step';
import { shareAnswers } from './share-answers';

/** The first element of every read's SWR key. */
export const READ_KEY_PREFIX = 'api';

type Media = `${string}/${string}`;

// Pure calls: a hook that no code of a chunk uses is left out of that chunk.

/** `useApiQuery(path, { params } | null, reads(options))`: swr-openapi's useSWR hook. */
export const useApiQuery = /* @__PURE__ */ createQueryHook<
  ApiPaths,
  Media,
  typeof READ_KEY_PREFIX,
  ApiError
>(api, READ_KEY_PREFIX);

/** The same over `useSWRImmutable`: asked once per key, never again by itself. */
export const useApiImmutable = /* @__PURE__ */ createImmutableHook<
  ApiPaths,
  Media,
  typeof READ_KEY_PREFIX,
  ApiError
>(api, READ_KEY_PREFIX);

/** Paths with a GET operation. */
export type GetPath = ClientPathsWithMethod<ApiClient, 'get'>;
/** A GET's init (`{ params }`), as swr-openapi's hooks take it. */
export type ReadInit<P extends GetPath> = NonNullable<TypesForGetRequest<ApiPaths, P>['Init']>;
/** The 2xx body of a GET. */
export type ReadData<P extends GetPath> = TypesForGetRequest<ApiPaths, P>['Data'];

/**
 * The SWR options a read sets. A subset, typed for any data: swr-openapi types a hook's
 * configuration with the operation's data, and with its error bodies as the error, which the
 * client never returns (`never`); the error a hook meets is its ApiError.
 */
type ReadConfiguration = Pick<
  SWRConfiguration<unknown, never>,
  | 'refreshInterval'
  | 'dedupingInterval'
  | 'refreshWhenHidden'
  | 'keepPreviousData'
  | 'revalidateOnFocus'
  | 'revalidateIfStale'
  | 'revalidateOnReconnect'
  | 'shouldRetryOnError'
  | 'compare'
  | 'use'
>;

export interface ReadOptions<Init = never> extends Omit<ReadConfiguration, 'compare'> {
  /**
   * The reads whose answers draw a returning visit's first screen: their live answers are kept
   * for the person who asked (last-known.ts) and shown, marked, on the next visit.
   */
  keepsLastKnown?: (init: Init) => boolean;
  /**
   * Middlewares that make the hook's answer from requests of their own (the queue's first-page
   * join): inside the sharing step, so what they return is shared with the cached answer.
   */
  requests?: Middleware[];
}

/**
 * A poll's tick runs on its own timer, whatever else read the key meanwhile (a refresh after an
 * action, the ask after an outage): a read that finished less than 90 % of the interval ago
 * answers the tick instead of a second request. SWR's cleanup of that read (dedupe after its
 * answer) comes before the tick its own poll schedules (the interval after the same answer), so
 * no regular poll is swallowed. SWR's default window, 2 s, bounds the slower polls.
 */
const dedupeFor = (refreshInterval: unknown) =>
  Math.min(2000, typeof refreshInterval === 'number' ? refreshInterval * 0.9 : 0) || 2000;

/** The steps around what the requests answer, innermost first. */
function answerSteps<Init>(keepsLastKnown?: (init: Init) => boolean): ReadStep[] {
  return [shareAnswers, lastKnownStep(keepsLastKnown)];
}

/** Preloaded keys no screen has asked for yet (see `preloadRead`). */
const unasked = new Set<string>();

/** A hook asking for a key takes its preload (SWR hands it the preloaded request). */
const asks: Middleware = (useSWRNext) => (key, fetcher, config) => {
  if (unasked.size > 0 && key !== null) unasked.delete(unstable_serialize(key));
  return useSWRNext(key, fetcher, config);
};

/** The SWR configuration of a read: see the top of this file. */
export function reads<Init = never>({
  keepsLastKnown,
  requests = [],
  use = [],
  ...config
}: ReadOptions<Init> = {}): ReadConfiguration {
  return {
    compare: Object.is,
    dedupingInterval: dedupeFor(config.refreshInterval),
    ...config,
    use: [
      asks,
      stepsMiddleware(abortSuperseded),
      ...requests,
      stepsMiddleware(...answerSteps(keepsLastKnown)),
      ...use,
    ],
  };
}

/** What swr-openapi's fetcher does with a key: the client's GET with its init, then the data. */
const readOnce: ReadFetcher = ([, path, init]) => {
  // openapi-fetch's overloads cannot follow a path known only when the read runs.
  const get = api.GET as unknown as (path: string, init?: object) => Promise<{ data?: unknown }>;
  return get(path, init).then(({ data }) => data);
};

/**
 * Starts the read of `path` with `init` now (a route loader, before the screen's code has
 * arrived), through the steps `options` gives the hook; the hook's first fetch of that key then
 * takes this request instead of a new one (SWR's preload). An answer that arrives before any
 * screen has asked for it goes into the cache as well, so the screen's first render draws it
 * rather than a loading state one render earlier (on a phone that loading frame cost a whole
 * extra render and layout before the page). A screen that asked first takes the answer through
 * SWR's preload: writing it into the cache then would mark the screen's own fetch of it as
 * outdated. The promise settles once that is decided (it never rejects): route loaders ignore
 * it, tests wait on it.
 */
export function preloadRead<P extends GetPath>(
  path: P,
  init: ReadInit<P>,
  options: ReadOptions<ReadInit<P>> = {},
): Promise<void> {
  const key: ReadKey = [READ_KEY_PREFIX, path, init];
  const id = unstable_serialize(key);
  unasked.add(id);
  // SWR keeps preloads, and the global mutate writes, in its default cache.
  const { cache } = SWRConfig.defaultValue;
  const fetcher = [abortSuperseded, ...answerSteps(options.keepsLastKnown)].reduce<ReadFetcher>(
    (inner, step) => step(inner, cache),
    readOnce,
  );
  return Promise.resolve(preload(key, fetcher)).then(
    async (data) => {
      if (unasked.delete(id)) await mutate(key, data, { revalidate: false });
    },
    () => {
      // The hook that takes this request reports its failure.
      unasked.delete(id);
    },
  );
}
