import { adminInstanceKeys } from './keys';
import { createQueryHook } from '../query/create-query-hook';

/** Instance resources and detail polling (2-secondary §9). */
export const ADMIN_INSTANCE_POLL_MS = 2500;

/**
 * GET /api/admin/instances/{id}: name and edit-form data, every 2.5 s like the rest of the
 * detail page. The edit form takes its values once and again only after a save, so a poll never
 * overwrites what the admin is typing.
 */
export const adminInstanceQuery = createQueryHook(adminInstanceKeys.paths.detail, {
  refreshInterval: ADMIN_INSTANCE_POLL_MS,
});

export function useAdminInstance(id: string | undefined) {
  return adminInstanceQuery(id ? { path: { id } } : null);
}
