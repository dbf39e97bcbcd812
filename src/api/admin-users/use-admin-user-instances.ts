import { adminUserKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';

const instanceReads = reads();

/**
 * GET /api/admin/users/instances/{userId}: the instances the user can be added to (id → name);
 * idle while `userId` is missing.
 */
export function useAdminUserInstances(userId: string | undefined) {
  return useApiQuery(
    adminUserKeys.paths.instances,
    userId ? { params: { path: { userId } } } : null,
    instanceReads,
  );
}
