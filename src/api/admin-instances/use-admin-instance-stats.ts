import { adminInstanceKeys } from './keys';
import { useApiQuery } from '../query/reads';
import { adminInstancePoll } from './use-admin-instance';

/** GET /api/admin/instances/{id}/stats: all-time play statistics, every 2.5 s on the detail page. */
export function useAdminInstanceStats(id: string | undefined) {
  return useApiQuery(
    adminInstanceKeys.paths.stats,
    id ? { params: { path: { id } } } : null,
    adminInstancePoll,
  );
}
