import { toast } from 'react-toastify';
import type { ScopedMutator } from 'swr';
import { api, type ApiClient } from '../client';
import type { Notifier } from './instance-action';

/** Asks the user first; resolves true to go ahead. The app layer wires its confirm dialog in. */
export type Confirm = (options: { description: string }) => Promise<boolean>;

/** What an admin action needs from the screen that runs it. */
export interface AdminActionContext {
  /** SWR's mutate of the screen's cache (`useSWRConfig().mutate`), to revalidate what changed. */
  mutate: ScopedMutator;
  confirm: Confirm;
  /** Defaults to the app's client; tests pass their own. */
  client?: ApiClient;
  /** Defaults to react-toastify's toasts; tests record them. */
  notify?: Notifier;
  /** Where success events are raised; defaults to `window`. */
  events?: EventTarget;
}

export type AdminCallContext = Omit<AdminActionContext, 'confirm'>;

const toastNotifier: Notifier = {
  success: (message) => void toast.success(message),
  error: (message) => void toast.error(message),
  info: (message) => void toast.info(message),
};

export function clientOf(context: Pick<AdminActionContext, 'client'>): ApiClient {
  return context.client ?? api;
}

export function notifierOf(context: Pick<AdminActionContext, 'notify'>): Notifier {
  return context.notify ?? toastNotifier;
}

/** Every SWR key whose path starts with `prefix` (a path and everything below it). */
export function keysUnder(prefix: string) {
  return (key: unknown): boolean =>
    Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(prefix);
}

/** Raised after a successful admin action so other screens can refresh. */
export function announce(
  context: Pick<AdminActionContext, 'events'>,
  event: string,
  detail: Record<string, unknown>,
): void {
  const target = context.events ?? (typeof window === 'undefined' ? undefined : window);
  target?.dispatchEvent(new CustomEvent(event, { detail }));
}
