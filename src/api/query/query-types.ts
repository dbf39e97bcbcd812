import type { paths } from '@/contract/schema';

/** Paths that have a GET operation. */
export type GetPath = {
  [P in keyof paths]: paths[P] extends { get: object } ? P : never;
}[keyof paths];

type GetOperation<P extends GetPath> = paths[P]['get'];

/** The `params` a GET takes (path and query; headers and cookies are the client's business). */
export type QueryParams<P extends GetPath> =
  GetOperation<P> extends { parameters: infer Params }
    ? Pick<Params, Extract<keyof Params, 'path' | 'query'>>
    : never;

/** The JSON body of the 200 answer. */
export type QueryData<P extends GetPath> =
  GetOperation<P> extends { responses: { 200: { content: { 'application/json': infer Data } } } }
    ? Data
    : never;

type Responses<P extends GetPath> = GetOperation<P> extends { responses: infer R } ? R : never;

/** The union of the JSON bodies of the operation's error answers (Error, Forbidden, …). */
export type QueryErrorBody<P extends GetPath> = {
  [S in keyof Responses<P>]: S extends 200 | 201 | 204
    ? never
    : Responses<P>[S] extends { content: { 'application/json': infer Body } }
      ? Body
      : never;
}[keyof Responses<P>];

/** SWR key of a query: the path template and its params. */
export type QueryKey<P extends GetPath> = readonly [P, QueryParams<P>];
