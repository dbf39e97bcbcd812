import { errorDetail } from '@/lib/wire/error-detail';
import { t } from '@/lib/i18n';

/** An HTTP answer outside 200–299, as the hooks and actions see it. */
export class ApiError<Body = unknown> extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    /** HTTP status, e.g. 403. */
    readonly status: number,
    /** The parsed JSON body (or its text when it was not JSON, '' when empty): the spec's
     *  `Error`/`Forbidden`, or a ProblemDetails from an ASP.NET backend. */
    readonly body: Body,
    /** The request's URL, for logs. */
    readonly url: string,
  ) {
    super(messageOf(status, body));
  }
}

/** The refresh call itself failed with an HTTP error; the session is over. */
export class RefreshError extends ApiError {
  override readonly name: string = 'RefreshError';
}

/**
 * The server's answer outside 2xx that a call threw (api-error-middleware.ts), or undefined when
 * it threw anything else: no answer at all, an abort, or a refresh that ended the session (a
 * RefreshError is about the session, not about the call that met it).
 */
export function answerError(error: unknown): ApiError | undefined {
  return error instanceof ApiError && !(error instanceof RefreshError) ? error : undefined;
}

function messageOf(status: number, body: unknown): string {
  return errorDetail(body) ?? t('error.httpStatus', { status });
}
