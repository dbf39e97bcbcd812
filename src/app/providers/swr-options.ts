import type { SWRConfiguration } from 'swr';
import { ApiError, RefreshError } from '@/api/api-error';
import { reachability } from '@/api/reachability/store';

/** While the server cannot be reached its probe asks, and each failed read is asked once after. */
const unreachable = () => reachability.get().unreachableSince !== null;

/** At most this many retries of a failed read, with SWR's growing back-off between them. */
const MAX_RETRIES = 3;

/**
 * How every SWR hook treats errors. The client already refreshed and replayed a 401 once, so an
 * HTTP 4xx reaching here is the server's final word (a refused refresh has already signed the
 * user out, and the session guard takes them to /login): never retry those. Network failures
 * and 5xx answers are retried a few times, but not while the server is known to be unreachable
 * (src/api/reachability/ probes then, and asks once for each failed read when it answers) and
 * not after an outage ended meanwhile (that recovery asked for it). Coming back online is the same recovery, so SWR's
 * own revalidation on `online` is off: it would ask for every read at once.
 */
export const swrOptions: SWRConfiguration = {
  revalidateOnReconnect: false,
  onErrorRetry(error: unknown, _key, config, revalidate, { retryCount }) {
    if (error instanceof RefreshError) return;
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount > MAX_RETRIES || unreachable()) return;
    const delay = Math.min(30_000, (config.errorRetryInterval ?? 5000) * 2 ** (retryCount - 1));
    const outages = reachability.recoveries();
    setTimeout(() => {
      if (unreachable() || reachability.recoveries() !== outages) return;
      void revalidate({ retryCount });
    }, delay);
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
