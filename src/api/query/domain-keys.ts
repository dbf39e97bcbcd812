/**
 * Query keys by domain, as Supabase Studio keeps them (a `keys.ts` in each domain's folder,
 * `src/api/<domain>/`): a domain names the GET paths of its queries once; its hooks, beside its
 * keys, are made from those paths, and an action revalidates what it changed through the domain's filters, never through
 * a path written out again. A key is what createQueryHook gives SWR: `[path template, params]`.
 */
import type { GetPath, QueryKey, QueryParams } from './query-types';

/** Matches SWR cache keys, for `mutate(filter)`: every cached query it matches revalidates. */
export type QueryFilter = (key: unknown) => boolean;

/** The key of one query: its path template and its params. */
export function queryKey<P extends GetPath>(path: P, params: QueryParams<P>): QueryKey<P> {
  return [path, params] as const;
}

export interface DomainKeys<Paths extends Record<string, GetPath>> {
  /** Each query's path template, by name. */
  readonly paths: Paths;
  /** Every cached query of the domain, whatever its params. */
  readonly all: QueryFilter;
  /** The cached queries of the named paths only. */
  only(...names: (keyof Paths)[]): QueryFilter;
  /** The key of the named query with these params (an optimistic update writes there). */
  key<N extends keyof Paths>(name: N, params: QueryParams<Paths[N]>): QueryKey<Paths[N]>;
}

function queriesAt(templates: readonly string[]): QueryFilter {
  const known = new Set(templates);
  return (key) => Array.isArray(key) && typeof key[0] === 'string' && known.has(key[0]);
}

export function domainKeys<const Paths extends Record<string, GetPath>>(
  paths: Paths,
): DomainKeys<Paths> {
  return {
    paths,
    all: queriesAt(Object.values(paths)),
    only: (...names) => queriesAt(names.map((name) => paths[name])),
    key: (name, params) => queryKey(paths[name], params),
  };
}
