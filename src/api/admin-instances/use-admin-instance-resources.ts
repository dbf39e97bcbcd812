import { adminInstanceKeys } from './keys';
import { useApiQuery } from '../query/reads';
import { adminInstancePoll } from './use-admin-instance';

/** GET /api/admin/instances/{id}/resources: power state and usage, every 2.5 s. */
export function useAdminInstanceResources(id: string | undefined) {
  return useApiQuery(
    adminInstanceKeys.paths.resources,
    id ? { params: { path: { id } } } : null,
    adminInstancePoll,
  );
}
