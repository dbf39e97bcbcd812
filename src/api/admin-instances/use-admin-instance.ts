import { adminInstanceKeys } from './keys';
import { reads, useApiQuery } from '../query/reads';

/** Instance resources and detail polling (2-secondary §9). */
const ADMIN_INSTANCE_POLL_MS = 2500;

/** Every read of the detail page: polled every 2.5 s. */
export const adminInstancePoll = reads({ refreshInterval: ADMIN_INSTANCE_POLL_MS });

/**
 * GET /api/admin/instances/{id}: name and edit-form data, every 2.5 s like the rest of the
 * detail page. The edit form takes its values once and again only after a save, so a poll never
 * overwrites what the admin is typing.
 */
export function useAdminInstance(id: string | undefined) {
  return useApiQuery(
    adminInstanceKeys.paths.detail,
    id ? { params: { path: { id } } } : null,
    adminInstancePoll,
  );
}
