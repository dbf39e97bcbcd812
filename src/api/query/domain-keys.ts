/**
 * Query keys by domain, as Supabase Studio keeps them (a `keys.ts` in each domain's folder,
 * `src/api/<domain>/`): a domain names the GET paths of its queries once; its hooks, beside its
 * keys, are made from those paths, and an action revalidates what it changed through the
 * domain's filters, never through a path written out again. swr-openapi names the key
 * (`[prefix, path, init]`) but offers no filter by path that outlives a hook (its
 * `createMutateHook` is a hook): these are plain functions of the key for SWR's `mutate(filter)`.
 */
import { READ_KEY_PREFIX, type GetPath, type ReadInit } from './reads';

/** Matches SWR cache keys, for `mutate(filter)`: every cached query it matches revalidates. */
export type QueryFilter = (key: unknown) => boolean;

/** The params of a GET, as its hook passes them (`{ params }` is a read's whole init). */
type QueryParams<P extends GetPath> =
  ReadInit<P> extends { params?: infer Params } ? Params : never;

/** The SWR key of one read: what `useApiQuery(path, { params })` builds. */
type QueryKey<P extends GetPath> = readonly [typeof READ_KEY_PREFIX, P, { params: QueryParams<P> }];

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
  return (key) =>
    Array.isArray(key) &&
    key[0] === READ_KEY_PREFIX &&
    typeof key[1] === 'string' &&
    known.has(key[1]);
}

export function domainKeys<const Paths extends Record<string, GetPath>>(
  paths: Paths,
): DomainKeys<Paths> {
  return {
    paths,
    all: queriesAt(Object.values(paths)),
    only: (...names) => queriesAt(names.map((name) => paths[name])),
    key: (name, params) => [READ_KEY_PREFIX, paths[name], { params }] as const,
  };
}
