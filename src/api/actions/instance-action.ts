/**
 * The one way the instance page runs an action (1-core §4, §5, §8): ask the spec's question
 * first where there is one, call, toast the success or the per-action refusal, raise the window
 * event that names the action, then let the caller revalidate. The UI pieces (confirm dialog,
 * toasts) are injected so the api layer stays free of components and tests see what a user sees.
 */
import { ApiError } from '../api-error';
import { api, type ApiClient } from '../client';
import { ACTIONS, GENERIC_MESSAGES, refusalMessage, type ActionKey } from '@/lib/messages';

export interface Notifier {
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

export interface ActionContext {
  /** Resolves true when the user confirms the question. */
  confirm(message: string): Promise<boolean>;
  notify: Notifier;
  /** Defaults to the app's client. */
  client?: ApiClient;
  /** Where the action's event is raised; defaults to `window`. */
  events?: EventTarget;
  /** Called after every call that reached the server (success or refusal), e.g. to revalidate. */
  onSettled?: (key: ActionKey) => void;
}

/** What an openapi-fetch call resolves to. */
export interface CallResult<Data = unknown> {
  data?: Data;
  error?: unknown;
  response: Response;
}

export type ActionOutcome<Data = unknown> =
  | { status: 'done'; data: Data | undefined }
  | { status: 'cancelled' }
  | { status: 'refused'; other: boolean }
  | { status: 'failed' };

export interface RunOptions {
  /** Skip the spec's question (the two-step skip asks its own). */
  skipConfirm?: boolean;
  /** Show no success toast (sliders, drag reorder). */
  silent?: boolean;
  /** Raise no window event (the first, asking call of a two-step skip). */
  noEvent?: boolean;
}

export function clientOf(ctx: ActionContext): ApiClient {
  return ctx.client ?? api;
}

function isOther(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { other?: unknown }).other === true;
}

/** The event naming an action; screens listen for it to refresh. */
export function raiseActionEvent(ctx: ActionContext, event: string, detail?: unknown): void {
  const target = ctx.events ?? (typeof window === 'undefined' ? undefined : window);
  target?.dispatchEvent(new CustomEvent(event, { detail }));
}

/**
 * Confirm, call, toast, raise the event. A 403 shows "You're not allowed to …" (the skip-other
 * message when the body says `other`); any other failure shows the generic error toast.
 */
export async function runAction<Data>(
  ctx: ActionContext,
  key: ActionKey,
  call: (client: ApiClient) => Promise<CallResult<Data>>,
  options: RunOptions = {},
): Promise<ActionOutcome<Data>> {
  const messages = ACTIONS[key];
  if (!options.skipConfirm && messages.confirmation !== null) {
    if (!(await ctx.confirm(messages.confirmation))) return { status: 'cancelled' };
  }
  let result: CallResult<Data>;
  try {
    result = await call(clientOf(ctx));
  } catch (error) {
    // A newer request replaced this one (search): nothing to tell the user.
    if (error instanceof DOMException && error.name === 'AbortError')
      return { status: 'cancelled' };
    // Network failure, or the refresh itself failed (the session is over).
    if (!(error instanceof ApiError) || error.status !== 403) {
      ctx.notify.error(GENERIC_MESSAGES.error);
      return { status: 'failed' };
    }
    result = { error: error.body, response: new Response(null, { status: 403 }) };
  }
  const { response } = result;
  if (response.status === 403) {
    const other = isOther(result.error);
    ctx.notify.error(refusalMessage(key, other));
    ctx.onSettled?.(key);
    return { status: 'refused', other };
  }
  if (!response.ok) {
    ctx.notify.error(GENERIC_MESSAGES.error);
    ctx.onSettled?.(key);
    return { status: 'failed' };
  }
  if (!options.silent && messages.success !== null) ctx.notify.success(messages.success);
  if (!options.noEvent && messages.event !== null) raiseActionEvent(ctx, messages.event);
  ctx.onSettled?.(key);
  return { status: 'done', data: result.data };
}
