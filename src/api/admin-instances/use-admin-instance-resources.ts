import { adminInstanceKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';
import { ADMIN_INSTANCE_POLL_MS } from './use-admin-instance';

/** GET /api/admin/instances/{id}/resources: power state and usage, every 2.5 s. */
const adminInstanceResourcesQuery = createQueryHook(adminInstanceKeys.paths.resources, {
  refreshInterval: ADMIN_INSTANCE_POLL_MS,
});

export function useAdminInstanceResources(id: string | undefined) {
  return adminInstanceResourcesQuery(id ? { path: { id } } : null);
}
