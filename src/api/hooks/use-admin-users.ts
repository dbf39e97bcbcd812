import { createQueryHook } from './create-query-hook';

/** GET /api/admin/users: every registered user (flags:root only). Read once per visit. */
export const adminUsersQuery = createQueryHook('/api/admin/users');

export function useAdminUsers() {
  return adminUsersQuery({});
}
