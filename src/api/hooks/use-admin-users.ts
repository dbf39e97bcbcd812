import { adminUserKeys } from '../keys/admin-users';
import { createQueryHook } from './create-query-hook';

/** GET /api/admin/users: every registered user (flags:root only). Read once per visit. */
const adminUsersQuery = createQueryHook(adminUserKeys.paths.list);

export function useAdminUsers() {
  return adminUsersQuery({});
}
