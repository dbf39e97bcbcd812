/**
 * The shape of a person's last-screen store in localStorage, with no dependency beyond the
 * language: read by the app (last-known.ts, which keeps it) and by the boot script
 * (src/app/boot/last-screen.ts, which paints its screen before the app's code has run).
 */

/** Versioned: a store of another shape (an older key) is removed, never read. */
export const STORE_PREFIX = 'bot-dashboard:last-screen:';
const VERSION = 'v2';
/** Answers older than this are not shown: a week-old queue is a different evening. */
export const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Per person, as UTF-16 characters of JSON (localStorage's unit): well under any quota. */
const MAX_CHARS = 400_000;
/** At most this many answers (the server list and the instance pages opened last). */
const MAX_ENTRIES = 8;
/** The page as it was last drawn: The Lounge's is about 100,000 characters. */
export const MAX_SCREEN_CHARS = 200_000;

export interface Entry {
  /** The SWR key as swr-openapi's hook built it: `[prefix, path, init]`. */
  key: readonly unknown[];
  data: unknown;
  /** When the live answer came, epoch ms. */
  at: number;
}

/**
 * The page as the person last saw it drawn from live answers: the markup of `#root`, painted by
 * the boot script on the next visit to the same address with the same look and build, marked
 * with `notice` until the app draws its own screen.
 */
export interface ScreenSnapshot {
  /** The address's path, as `location.pathname`. */
  path: string;
  /** The look it was drawn in (screen-look.ts): another theme, language or width paints the frame. */
  look: string;
  /** The build's entry script and style sheet: another build's markup may not match its style. */
  build: string;
  /** `#root`'s markup. */
  html: string;
  /** "Last known state, from 14:05. Updating…" in the page's language, with the time of `at`. */
  notice: string;
  /** When it was drawn, epoch ms. */
  at: number;
}

interface StoredScreen {
  entries: Entry[];
  screen?: ScreenSnapshot;
}

/** The store of the person `owner` names (their DiscordId). */
export function storeName(owner: string): string {
  return `${STORE_PREFIX}${VERSION}:${owner}`;
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<Entry>;
  return (
    Array.isArray(entry.key) &&
    typeof entry.key[0] === 'string' &&
    typeof entry.data === 'object' &&
    entry.data !== null &&
    typeof entry.at === 'number'
  );
}

const SCREEN_TEXTS = ['path', 'look', 'build', 'html', 'notice'] as const;

function isScreen(value: unknown): value is ScreenSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const screen = value as Partial<Record<keyof ScreenSnapshot, unknown>>;
  return (
    SCREEN_TEXTS.every((field) => typeof screen[field] === 'string') &&
    typeof screen.at === 'number' &&
    (screen.html as string).length <= MAX_SCREEN_CHARS
  );
}

function parse(text: string | null): Partial<StoredScreen> {
  if (text === null) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? parsed : {};
  } catch {
    return {};
  }
}

/** The entries of a stored text, or none when it is not this version's shape. */
export function parseStoredScreen(text: string | null): Entry[] {
  const { entries } = parse(text);
  return Array.isArray(entries) ? entries.filter(isEntry) : [];
}

/** The snapshot of a stored text, if it holds one of this version's shape. */
export function parseStoredSnapshot(text: string | null): ScreenSnapshot | undefined {
  const { screen } = parse(text);
  return isScreen(screen) ? screen : undefined;
}

/**
 * The newest entries that fit the bounds, newest first, with the snapshot, as the stored text. An
 * answer too big to share the store goes on its own, so it cannot push every other answer out;
 * the snapshot has a bound of its own.
 */
export function boundedScreenText(entries: readonly Entry[], screen?: ScreenSnapshot): string {
  const kept = entries
    .filter((entry) => JSON.stringify(entry).length <= MAX_CHARS / 2)
    .sort((a, b) => b.at - a.at)
    .slice(0, MAX_ENTRIES);
  while (JSON.stringify(kept).length > MAX_CHARS && kept.length > 0) kept.pop();
  const withScreen = screen && screen.html.length <= MAX_SCREEN_CHARS ? { screen } : {};
  return JSON.stringify({ entries: kept, ...withScreen } satisfies StoredScreen);
}
