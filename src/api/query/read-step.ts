/**
 * A read step: what the app adds around swr-openapi's fetcher, written once and used two ways:
 * as an SWR middleware of a hook (`stepsMiddleware`), and around a read started outside React
 * (reads.ts' `preloadRead`), so a preloaded answer went through the same steps as a polled one.
 */
import { useSWRConfig, type Cache, type Middleware } from 'swr';

/** The SWR key of a read, as swr-openapi builds it: `[prefix, path, init]`. */
export type ReadKey = readonly [string, string, object | undefined];

/** swr-openapi's fetcher, or that fetcher inside other steps. */
export type ReadFetcher = (key: ReadKey) => Promise<unknown>;

/** Wraps a read's fetcher; `cache` is the SWR cache its answers go to. */
export type ReadStep = (fetcher: ReadFetcher, cache: Cache) => ReadFetcher;

/** The steps as one SWR middleware, around the fetcher of the hook it is given to (first innermost). */
export function stepsMiddleware(...steps: ReadStep[]): Middleware {
  return (useSWRNext) =>
    function useReadSteps(key, fetcher, config) {
      // The cache of the hook's own SWRConfig (a test's, a story's): where its answers live.
      const { cache } = useSWRConfig();
      const stepped =
        fetcher &&
        steps.reduce((inner, step) => step(inner, cache), fetcher as unknown as ReadFetcher);
      return useSWRNext(key, stepped as unknown as typeof fetcher, config);
    };
}
