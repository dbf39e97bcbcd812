import { adminUserKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';

const listReads = reads();

/** GET /api/admin/users: every registered user (flags:root only). Read once per visit. */
export function useAdminUsers() {
  return useApiQuery(adminUserKeys.paths.list, { params: {} }, listReads);
}
