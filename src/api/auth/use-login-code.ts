import { authKeys } from './keys';
import { useSessionUser } from './use-session-user';
import { reads, useApiQuery } from '../query/reads';

const loginCodeReads = reads({
  // A code only changes when the user regenerates it; no need to re-ask on focus.
  revalidateOnFocus: false,
  shouldRetryOnError: false,
});

/** GET /api/auth/code: the signed-in user's login code (settings screen, spec 1 §2). */
export function useLoginCode() {
  const user = useSessionUser();
  return useApiQuery(
    authKeys.paths.loginCode,
    user === null ? null : { params: {} },
    loginCodeReads,
  );
}
