import { ApiError } from '@/api/api-error';
import type { AdminFailure } from '@/components/admin/admin-page';

/**
 * What an admin page shows for its queries' errors: "You don't have access" only for a 403; a
 * 404 is the item that is not there (`notFound`, for a page about one item); anything else says
 * what failed.
 */
export function adminFailure(
  errors: readonly unknown[],
  notFound?: Omit<Extract<AdminFailure, { kind: 'not-found' }>, 'kind'>,
): AdminFailure | null {
  const failures = errors.filter((error) => error !== undefined && error !== null);
  if (failures.length === 0) return null;
  const status = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
  if (failures.some((error) => status(error) === 403)) return { kind: 'denied' };
  if (notFound && failures.some((error) => status(error) === 404))
    return { kind: 'not-found', ...notFound };
  const [first] = failures;
  return { kind: 'error', detail: first instanceof Error ? first.message : String(first) };
}
