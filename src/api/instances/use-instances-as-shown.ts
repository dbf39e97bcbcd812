import { instanceKeys } from './keys';
import { useSessionUser } from '../auth/use-session-user';
import { reads, useApiQuery } from '../query/reads';
import { instanceListReads } from './use-instances';

/** No poll of its own: what the sidebar's poll brought, asked again only through `mutate`. */
const asShown = reads({
  ...instanceListReads,
  refreshInterval: 0,
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
});

/**
 * The sidebar's list (use-instances.ts) for a screen that checks what the sidebar says (the
 * instance page): it shares the sidebar's cache and its `mutate` refreshes the sidebar, with no
 * poll of its own. Apart from the sidebar's hook so the first screen's code does not carry it.
 */
export function useInstancesAsShown() {
  const user = useSessionUser();
  return useApiQuery(instanceKeys.paths.list, user === null ? null : { params: {} }, asShown);
}
