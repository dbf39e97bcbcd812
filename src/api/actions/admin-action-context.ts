import type { ScopedMutator } from 'swr';
import { api, type ApiClient } from '../client';

/** Asks the user first; resolves true to go ahead. The app layer wires its confirm dialog in. */
export type Confirm = (options: { description: string }) => Promise<boolean>;

/** What an admin action needs from the screen that runs it. */
export interface AdminActionContext {
  /** SWR's mutate of the screen's cache (`useSWRConfig().mutate`), to revalidate what changed. */
  mutate: ScopedMutator;
  confirm: Confirm;
  /** Defaults to the app's client; tests pass their own. */
  client?: ApiClient;
}

export function clientOf(context: Pick<AdminActionContext, 'client'>): ApiClient {
  return context.client ?? api;
}

/** Every SWR key whose path starts with `prefix` (a path and everything below it). */
export function keysUnder(prefix: string) {
  return (key: unknown): boolean =>
    Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix);
}

/** Raised after a successful admin action so other screens can refresh. */
export function announce(event: string, detail: Record<string, unknown>): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(event, { detail }));
}
