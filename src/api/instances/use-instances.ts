import { instanceKeys } from './keys';
import { useSessionUser } from '../auth/use-session-user';
import { reads, useApiQuery, type ReadOptions } from '../query/reads';

/** GET /api/instance: the sidebar's list, refreshed every 10 s (spec 1 §4, §9). */
const listReads = {
  refreshInterval: 10_000,
  // The home's cards and the sidebar: a returning visit draws them at once (last-known.ts).
  keepsLastKnown: () => true,
} satisfies ReadOptions;

const polled = reads(listReads);

/** No poll of its own: what the sidebar's poll brought, asked again only through `mutate`. */
const asShown = reads({
  ...listReads,
  refreshInterval: 0,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
});

/** The user's instances with their playing tracks and presences; idle while signed out. */
export function useInstances() {
  const user = useSessionUser();
  return useApiQuery(instanceKeys.paths.list, user === null ? null : { params: {} }, polled);
}

/**
 * The same list for a screen that checks what the sidebar says (the instance page): it shares
 * the sidebar's cache and its `mutate` refreshes the sidebar, with no poll of its own.
 */
export function useInstancesAsShown() {
  const user = useSessionUser();
  return useApiQuery(instanceKeys.paths.list, user === null ? null : { params: {} }, asShown);
}
