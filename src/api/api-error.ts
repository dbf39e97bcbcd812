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

function messageOf(status: number, body: unknown): string {
  return errorDetail(body) ?? t('error.httpStatus', { status });
}
