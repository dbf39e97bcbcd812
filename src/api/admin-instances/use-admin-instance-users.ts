import { adminInstanceKeys } from './keys';
import { useApiQuery } from '../query/reads';
import { adminInstancePoll } from './use-admin-instance';

/** GET /api/admin/instances/{id}/users: the instance's members, every 2.5 s on the detail page. */
export function useAdminInstanceUsers(id: string | undefined) {
  return useApiQuery(
    adminInstanceKeys.paths.users,
    id ? { params: { path: { id } } } : null,
    adminInstancePoll,
  );
}
