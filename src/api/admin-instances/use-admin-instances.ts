import { adminInstanceKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';

/** Admin instance list polling (2-secondary §9). */
const ADMIN_INSTANCES_POLL_MS = 1000;

/** GET /api/admin/instances: every instance, refreshed every second. */
const adminInstancesQuery = createQueryHook(adminInstanceKeys.paths.list, {
  refreshInterval: ADMIN_INSTANCES_POLL_MS,
});

export function useAdminInstances() {
  return adminInstancesQuery({});
}
