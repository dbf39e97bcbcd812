import { adminInstanceKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';

/** Admin instance list polling (2-secondary §9). */
const ADMIN_INSTANCES_POLL_MS = 1000;

const everySecond = reads({ refreshInterval: ADMIN_INSTANCES_POLL_MS });

/** GET /api/admin/instances: every instance, refreshed every second. */
export function useAdminInstances() {
  return useApiQuery(adminInstanceKeys.paths.list, { params: {} }, everySecond);
}
