import { instanceKeys } from './keys';
import { useSessionUser } from '../auth/use-session-user';
import { reads, useApiQuery, type ReadOptions } from '../query/reads';

/** GET /api/instance: the sidebar's list, refreshed every 10 s (spec 1 §4, §9). */
export const instanceListReads = {
  refreshInterval: 10_000,
  // The home's cards and the sidebar: a returning visit draws them at once (last-known.ts).
  keepsLastKnown: () => true,
} satisfies ReadOptions;

const polled = reads(instanceListReads);

/** The user's instances with their playing tracks and presences; idle while signed out. */
export function useInstances() {
  const user = useSessionUser();
  return useApiQuery(instanceKeys.paths.list, user === null ? null : { params: {} }, polled);
}
