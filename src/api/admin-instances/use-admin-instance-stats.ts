import { adminInstanceKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';
import { ADMIN_INSTANCE_POLL_MS } from './use-admin-instance';

/** GET /api/admin/instances/{id}/stats: all-time play statistics, every 2.5 s on the detail page. */
const adminInstanceStatsQuery = createQueryHook(adminInstanceKeys.paths.stats, {
  refreshInterval: ADMIN_INSTANCE_POLL_MS,
});

export function useAdminInstanceStats(id: string | undefined) {
  return adminInstanceStatsQuery(id ? { path: { id } } : null);
}
