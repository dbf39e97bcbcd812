/**
 * The server whose page the user opened last, so the home puts its card first
 * and marks it. One local-storage key beside the preferences: it is not a setting (nothing on the
 * settings screen sets it), and "Revert settings" clears it with the rest of local storage.
 */
const KEY = 'lastOpenedServer';

export function rememberLastOpenedServer(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage disabled or full: the home simply marks nothing.
  }
}

export function lastOpenedServer(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
