import { currentUser } from '@/api/session';

/**
 * The server whose page the signed-in person opened last, so the home puts its card first and
 * marks it. One local-storage key beside the preferences: it is not a setting (nothing on the
 * settings screen sets it), and "Revert settings" clears it with the rest of local storage. It
 * names whose it is: another person signing in on the same browser is not shown where the one
 * before them went.
 */
const KEY = 'lastOpenedServer';

interface LastOpened {
  /** The DiscordId of the person who opened it. */
  by: string;
  id: string;
}

function isLastOpened(value: unknown): value is LastOpened {
  if (typeof value !== 'object' || value === null) return false;
  const { by, id } = value as Record<string, unknown>;
  return typeof by === 'string' && typeof id === 'string';
}

export function rememberLastOpenedServer(id: string, person = currentUser()?.discordId): void {
  if (person === undefined) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ by: person, id } satisfies LastOpened));
  } catch {
    // Storage disabled or full: the home simply marks nothing.
  }
}

export function lastOpenedServer(person = currentUser()?.discordId): string | null {
  if (person === undefined) return null;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    return isLastOpened(stored) && stored.by === person ? stored.id : null;
  } catch {
    return null;
  }
}
