import { adminUserKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';

const userReads = reads();

/** GET /api/admin/users/{id}: one user with their per-instance permissions; idle while `id` is missing. */
export function useAdminUser(id: string | undefined) {
  return useApiQuery(
    adminUserKeys.paths.detail,
    id ? { params: { path: { id } } } : null,
    userReads,
  );
}
