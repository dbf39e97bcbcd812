import { adminInstanceKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';
import { ADMIN_INSTANCE_POLL_MS } from './use-admin-instance';

/** GET /api/admin/instances/{id}/users: the instance's members, every 2.5 s on the detail page. */
const adminInstanceUsersQuery = createQueryHook(adminInstanceKeys.paths.users, {
  refreshInterval: ADMIN_INSTANCE_POLL_MS,
});

export function useAdminInstanceUsers(id: string | undefined) {
  return adminInstanceUsersQuery(id ? { path: { id } } : null);
}
