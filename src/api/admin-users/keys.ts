import { domainKeys } from '../query/domain-keys';

/** The admin screens' user queries (2-secondary §4, §7). */
export const adminUserKeys = domainKeys({
  list: '/api/admin/users',
  detail: '/api/admin/users/{id}',
  /** The instances the user can be added to. */
  instances: '/api/admin/users/instances/{userId}',
});
