/**
 * The OAuth `state` round trip: a random value kept for this tab before leaving for the sign-in
 * page, compared when the platform sends the user back, so a code someone else started cannot
 * sign this browser in.
 */
const KEY = 'oauthState';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function createOAuthState(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage()?.setItem(KEY, state);
  return state;
}

/**
 * True when the returned state is the one this tab sent. A code that comes back with no state,
 * to a tab that sent none (a sign-in link opened directly), is accepted: there is nothing to
 * compare.
 */
export function checkOAuthState(returned: string | null): boolean {
  const expected = storage()?.getItem(KEY) ?? null;
  if (expected === null && returned === null) return true;
  return expected !== null && returned === expected;
}

/** After a successful sign-in: the value has served its purpose. */
export function clearOAuthState(): void {
  storage()?.removeItem(KEY);
}
