import type { SWRConfiguration } from 'swr';
import { ApiError, RefreshError } from '@/api/api-error';

/** At most this many retries of a failed read, with SWR's growing back-off between them. */
const MAX_RETRIES = 3;

/**
 * How every SWR hook treats errors. The client already refreshed and replayed a 401 once, so an
 * HTTP 4xx reaching here is the server's final word (a refused refresh has already signed the
 * user out, and the session guard takes them to /login): never retry those. Network failures
 * and 5xx answers are retried a few times; polling hooks also recover on their next tick.
 */
export const swrOptions: SWRConfiguration = {
  onErrorRetry(error: unknown, _key, config, revalidate, { retryCount }) {
    if (error instanceof RefreshError) return;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > MAX_RETRIES) return;
    const delay = Math.min(30_000, (config.errorRetryInterval ?? 5000) * 2 ** (retryCount - 1));
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
  onError(error: unknown) {
    if (error instanceof RefreshError) return;
    // A 4xx is an answer the screen explains (no access, not found): not a console warning.
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    // Screens show their own error states; the console keeps the detail of a failure for whoever
    // debugs (the network, a 5xx).
    console.warn('[data]', error);
  },
};
