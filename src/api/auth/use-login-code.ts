import { authKeys } from './keys';
import { useSessionUser } from './use-session-user';
import { createQueryHook } from '../query/create-query-hook';

/** GET /api/auth/code: the signed-in user's login code (settings screen, spec 1 §2). */
const loginCodeQuery = createQueryHook(authKeys.paths.loginCode, {
  // A code only changes when the user regenerates it; no need to re-ask on focus.
  revalidateOnFocus: false,
  shouldRetryOnError: false,
});

export function useLoginCode() {
  const user = useSessionUser();
  return loginCodeQuery(user === null ? null : {});
}
