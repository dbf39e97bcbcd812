/**
 * What every action needs from the screen that runs it (1-core §4, §5, §8; 2-secondary §4, §7).
 * The app layer builds it (app/use-action-context.ts) with its confirm dialog, its toasts and its
 * SWR cache, so the api layer stays free of components, and tests pass their own to see what a
 * user would see and what went over the wire.
 */
import type { ScopedMutator } from 'swr';
import { api, type ApiClient } from '../client';
import type { QueryFilter } from '../query/domain-keys';
import { reachability } from '../reachability/store';

/** A button a toast offers for its lifetime (the remove toasts' Undo, also a partial batch's). */
export interface ToastAction {
  label: string;
  run(): void;
}

export interface Notifier {
  success(message: string, action?: ToastAction): void;
  error(message: string, action?: ToastAction): void;
  info(message: string): void;
}

export interface ActionContext {
  /** Asks the user the question; resolves true to go ahead. */
  confirm(question: string): Promise<boolean>;
  /** Tells the user how it went (the app's toasts). */
  notify: Notifier;
  /** SWR's mutate of the screen's cache: revalidates what an action changed (each domain's keys.ts). */
  mutate: ScopedMutator;
  /** Defaults to the app's client. */
  client?: ApiClient;
  /**
   * Where the action's event is raised; defaults to `window`. Screens that refresh on events
   * hear through it that an action went through (1-core §4); docs/architecture.md lists them.
   */
  events?: EventTarget;
  /** Whether the server is known to be unreachable; defaults to the app's store. */
  reachability?: ReachabilityGuard;
}

/** What the runner's guard reads of the connection (api/reachability/store.ts). */
export type ReachabilityGuard = Pick<typeof reachability, 'get' | 'probeNow'>;

export function reachabilityOf(ctx: ActionContext): ReachabilityGuard {
  return ctx.reachability ?? reachability;
}

export function clientOf(ctx: ActionContext): ApiClient {
  return ctx.client ?? api;
}

/** The event naming an action; screens listen for it to refresh. */
export function raiseActionEvent(ctx: ActionContext, event: string, detail?: unknown): void {
  const target = ctx.events ?? (typeof window === 'undefined' ? undefined : window);
  target?.dispatchEvent(new CustomEvent(event, { detail }));
}

/** Revalidates every cached query the filters match (the queries an action changed). */
export function revalidate(ctx: ActionContext, filters: readonly QueryFilter[]): Promise<unknown> {
  return Promise.all(filters.map((filter) => ctx.mutate(filter)));
}
