import { adminUserKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';

/** GET /api/admin/users/instances/{userId}: the instances the user can be added to (id → name). */
const adminUserInstancesQuery = createQueryHook(adminUserKeys.paths.instances);

/** Idle while `userId` is missing. */
export function useAdminUserInstances(userId: string | undefined) {
  return adminUserInstancesQuery(userId ? { path: { userId } } : null);
}
