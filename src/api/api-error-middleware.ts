import type { Middleware } from 'openapi-fetch';
import { ApiError } from './api-error';

/**
 * Every answer outside 200–299 is thrown from the call as an ApiError with its status, its body
 * (parsed JSON, else its text, '' when empty) and its URL: the reads (swr-openapi's hooks reject
 * with it), the actions and the downloads all meet the same error. openapi-fetch alone resolves
 * to `{ error }` with the body and no status, and with `error` undefined when the body is empty
 * (as an ASP.NET backend's 500 or 404 often is), which a caller would take for a success.
 *
 * It must be the first middleware registered: openapi-fetch runs `onResponse` in reverse order,
 * and a throw ends the chain, so every other middleware has seen the answer before it (the
 * reachability report of a 5xx, the refresh and replay of a 401, the snowflake and lenient
 * rewrites), and what it throws is the answer to the replayed request.
 */
export const apiErrorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return undefined;
    // The body as openapi-fetch would have read it: JSON when it parses, else the text.
    let body: unknown = await response.text();
    try {
      body = JSON.parse(body as string);
    } catch {
      // Not JSON: its text.
    }
    // A Response built by a middleware or a test has no URL of its own.
    throw new ApiError(response.status, body, response.url || request.url);
  },
};

/** The statuses an answer reaches its caller with: 2xx (openapi's `2XX` range included). */
type Answered<Responses> = {
  [
    Status in keyof Responses as `${Status & (string | number)}` extends `2${string}`
      ? Status
      : never
  ]: Responses[Status];
};

/**
 * The contract as the client answers it: with `apiErrorMiddleware`, no error body ever comes back
 * as `{ error }`, so each operation keeps only its 2xx answers. Everything a call sends is typed
 * as in the contract; what comes back is `data`, and an error is the thrown ApiError (which is
 * what swr-openapi's hooks are typed with, through their FetcherError parameter).
 */
export type AnsweredPaths<Paths> = {
  [Path in keyof Paths]: {
    [Method in keyof Paths[Path]]: Paths[Path][Method] extends { responses: unknown }
      ? {
          [Part in keyof Paths[Path][Method]]: Part extends 'responses'
            ? Answered<Paths[Path][Method][Part]>
            : Paths[Path][Method][Part];
        }
      : Paths[Path][Method];
  };
};
