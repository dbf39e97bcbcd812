/**
 * The last screen before the network. Each signed-in person's last answers to the queries that
 * draw a returning visit's first screen (the server list; each instance page's first queue page
 * with its now-playing) are kept in localStorage, put into SWR's cache before the first render
 * (`restoreLastKnown`) and replaced by the live answers as they come. Data that came from here
 * is marked (`lastKnownSince`) until its key's live answer replaces it, so a screen can say so,
 * hold its progress still and keep its commands from acting on a stale picture.
 *
 * Privacy: one store per person, named by the session token's DiscordId. At start only the store
 * of the person the token names is read, and every other store is removed (cookies cleared or
 * expired, another person on the same browser); when the token later names someone else or no
 * one (sign-out in any tab, a refused refresh), the old person's store is removed and SWR's
 * cache emptied before anything else draws. An answer is kept only for the person who asked.
 *
 * With the answers goes the page as drawn from them (`keepScreenWith`), which the boot script
 * paints on the next visit before the app's code has run, marked the same way.
 *
 * A read takes part through `lastKnownStep` (reads.ts puts it around every read): it keeps the
 * answers its hook says to keep, and makes sure a live answer is never the restored object.
 */
import { mutate } from 'swr';
import { decodeToken } from '../session';
import { tokenStore, type TokenStore } from '../token-store';
import {
  boundedScreenText,
  MAX_AGE_MS,
  parseStoredScreen,
  STORE_PREFIX,
  storeName,
  type Entry,
  type ScreenSnapshot,
} from './last-known-store';
import type { ReadStep } from './read-step';

export interface LastKnownDeps {
  storage?: Storage;
  tokens?: Pick<TokenStore, 'getToken' | 'subscribe'>;
  now?: () => number;
}

/** A changed answer is written at most this often; leaving the page writes at once. */
const WRITE_EVERY_MS = 5000;

/** A key as text, to match entries; SWR's own serialisation is not needed outside its cache. */
function keyText(key: readonly unknown[]): string {
  return JSON.stringify(key);
}

export function createLastKnown({
  storage = globalThis.localStorage,
  tokens = tokenStore,
  now = Date.now,
}: LastKnownDeps = {}) {
  /** Data objects put into the cache from the store, with when their answer came. */
  const restored = new WeakMap<object, number>();
  const entries = new Map<string, Entry>();
  let owner: string | null = null;
  let dirty = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let drawnScreen: ((entries: readonly Entry[]) => ScreenSnapshot | undefined) | undefined;
  /**
   * Whose page the document may show: after another person signs in on the page, the previous
   * person's screen may still be drawn until the new person's first live answer is (the page
   * draws an answer in the same turn it comes), so no screen is kept for them until then.
   */
  let drawnFor: string | null = null;

  const personOf = (): string | null => decodeToken(tokens.getToken())?.discordId ?? null;

  function removeStores(except: string | null): void {
    try {
      const names: string[] = [];
      for (let i = 0; i < storage.length; i++) {
        const name = storage.key(i);
        if (name?.startsWith(STORE_PREFIX) && (except === null || name !== storeName(except))) {
          names.push(name);
        }
      }
      for (const name of names) storage.removeItem(name);
    } catch {
      // Storage disabled: there is nothing to remove.
    }
  }

  /** Writes the answers and the page as drawn now: when they changed, or always (`leaving`). */
  function write(leaving = false): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if ((!dirty && !leaving) || owner === null) return;
    dirty = false;
    try {
      const kept = [...entries.values()];
      const screen = drawnFor === owner ? drawnScreen?.(kept) : undefined;
      storage.setItem(storeName(owner), boundedScreenText(kept, screen));
    } catch {
      // Full or disabled: the next visit starts from the network, as it would without a store.
    }
  }

  /** The token names `person` now: another person's (or no one's) answers go, everywhere. */
  function follow(person: string | null): void {
    if (person === owner) return;
    const previous = owner;
    owner = person;
    entries.clear();
    dirty = false;
    removeStores(person);
    // A page that showed no one shows nothing of anyone yet.
    drawnFor = previous === null ? person : null;
    // Whatever the page holds of the previous person goes before anything draws again.
    if (previous !== null) void mutate(() => true, undefined, { revalidate: true });
  }

  let following = false;
  function startFollowing(): void {
    if (following) return;
    following = true;
    tokens.subscribe(() => follow(personOf()));
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') write(true);
      });
      window.addEventListener('pagehide', () => write(true));
    }
  }

  return {
    /**
     * Before the first render: the signed-in person's last answers into SWR's cache, marked;
     * every other store removed. Returns how many answers it put there.
     */
    restore(): number {
      startFollowing();
      follow(personOf());
      removeStores(owner);
      if (owner === null) return 0;
      let text: string | null = null;
      try {
        text = storage.getItem(storeName(owner));
      } catch {
        return 0;
      }
      const oldest = now() - MAX_AGE_MS;
      let count = 0;
      for (const entry of parseStoredScreen(text)) {
        if (entry.at < oldest) continue;
        entries.set(keyText(entry.key), entry);
        restored.set(entry.data as object, entry.at);
        void mutate(entry.key, entry.data, { revalidate: false });
        count++;
      }
      return count;
    },
    /** Who is asking now: pass it to `remember` with the answer. */
    asker: personOf,
    /** A live answer to a kept query, asked by `asker`: kept for the next visit. */
    remember(key: readonly unknown[], data: unknown, asker: string | null): void {
      startFollowing();
      follow(personOf());
      if (asker === null || asker !== owner || typeof data !== 'object' || data === null) return;
      drawnFor = owner;
      const id = keyText(key);
      if (entries.get(id)?.data === data) return;
      entries.set(id, { key, data, at: now() });
      dirty = true;
      timer ??= setTimeout(write, WRITE_EVERY_MS);
    },
    /** When the answer shown as `data` came, if it came from the store; undefined when live. */
    since(data: unknown): number | undefined {
      return typeof data === 'object' && data !== null ? restored.get(data) : undefined;
    },
    /**
     * How the page as drawn now is kept with the answers (src/app/frame/last-screen-capture.ts),
     * for the boot script to paint on the next visit; undefined when it is not to be kept.
     */
    keepScreenWith(capture: (entries: readonly Entry[]) => ScreenSnapshot | undefined): void {
      drawnScreen = capture;
    },
    /** Writes what changed now (tests; the page writes when it is hidden or left). */
    flush: () => write(),
  };
}

export type LastKnown = ReturnType<typeof createLastKnown>;

/** The page's store. */
export const lastKnown: LastKnown = createLastKnown();

/**
 * When `data` came, if it is a last-known answer from an earlier visit still waiting for its live
 * answer; undefined for live data.
 */
export function lastKnownSince(data: unknown): number | undefined {
  return lastKnown.since(data);
}

/**
 * The last-known part of a read. `keeps` names the reads whose live answers are kept (asked by
 * whom the token names when the request leaves). Every read goes through it: a live answer equal
 * to the restored one was shared down to that very object (share-answers.ts), and the screen
 * must still get a new object, or it would go on marking the live answer as last known.
 */
export function lastKnownStep<Init>(keeps?: (init: Init) => boolean): ReadStep {
  return (fetcher) => async (key) => {
    const asker = keeps?.(key[2] as Init) ? lastKnown.asker() : null;
    let data = await fetcher(key);
    if (lastKnown.since(data) !== undefined) data = Array.isArray(data) ? [...data] : { ...data! };
    if (asker !== null) lastKnown.remember(key, data, asker);
    return data;
  };
}
