import { adminUserKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';

/** GET /api/admin/users/{id}: one user with their per-instance permissions. */
const adminUserQuery = createQueryHook(adminUserKeys.paths.detail);

/** Idle while `id` is missing. */
export function useAdminUser(id: string | undefined) {
  return adminUserQuery(id ? { path: { id } } : null);
}
