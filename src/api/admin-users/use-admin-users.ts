import { adminUserKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';

/** GET /api/admin/users: every registered user (flags:root only). Read once per visit. */
const adminUsersQuery = createQueryHook(adminUserKeys.paths.list);

export function useAdminUsers() {
  return adminUsersQuery({});
}
