import { domainKeys } from '../query/domain-keys';

/** The admin screens' instance queries (2-secondary §4, §8, §9). */
export const adminInstanceKeys = domainKeys({
  list: '/api/admin/instances',
  detail: '/api/admin/instances/{id}',
  resources: '/api/admin/instances/{id}/resources',
  stats: '/api/admin/instances/{id}/stats',
  users: '/api/admin/instances/{id}/users',
});
