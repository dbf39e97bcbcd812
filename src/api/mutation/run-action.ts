/**
 * The one way an action runs (1-core §4, §5, §8; 2-secondary §4, §7): ask the spec's question
 * first where there is one, call, toast the success or the refusal, raise the window event that
 * names the action, revalidate what it changed. A refused or failed call refreshes nothing: the
 * screen's own poll shows the server's state on its next tick. Instance actions name their messages by key
 * (ACTIONS in lib/messages); admin actions spell theirs out (an ActionSpec).
 */
import { ACTIONS, refusalMessage, type ActionKey } from '@/lib/messages';
import { errorDetail } from '@/lib/wire/error-detail';
import { t } from '@/lib/i18n';
import { ApiError, RefreshError } from '../api-error';
import type { ApiClient } from '../client';
import { reachability } from '../reachability/store';
import type { QueryFilter } from '../query/domain-keys';
import {
  clientOf,
  raiseActionEvent,
  revalidate,
  type ActionContext,
  type ToastAction,
} from './action-context';

/** What an action says and changes around its call. */
export interface ActionSpec {
  /** Asked first; null asks nothing. */
  confirmation: string | null;
  /** Toasted when the server took it; null toasts nothing. */
  success: string | null;
  /** Toasted when the server refused (403); `other` when its body says `other: true`. Defaults
   *  to `failure`. */
  refusal?: (other: boolean) => string;
  /** Toasted on any other failure: the network, another status. */
  failure: string;
  /** Raised when the server took it; null raises nothing. */
  event: string | null;
  /** The event's detail. */
  detail?: unknown;
  /** The queries it changed, revalidated once the server took it. */
  revalidates?: readonly QueryFilter[];
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
  /** Skip the question (the two-step skip asks its own). */
  skipConfirm?: boolean;
  /** Show no success toast (sliders, drag reorder). */
  silent?: boolean;
  /** Raise no window event (the first, asking call of a two-step skip). */
  noEvent?: boolean;
  /** A button the success toast offers (Undo of a remove). */
  successAction?: ToastAction;
}

/** An instance action's messages (1-core §8): its own refusal, the generic error otherwise. */
function specOf(key: ActionKey): ActionSpec {
  const { confirmation, success, event } = ACTIONS[key];
  return {
    confirmation: confirmation === null ? null : t(confirmation),
    success: success === null ? null : t(success),
    event,
    refusal: (other) => refusalMessage(key, other),
    failure: t('general.error'),
  };
}

/**
 * A call the server did not take toasts the spec's words and nothing of the server's (1-core §8:
 * 'An error occurred'): its reason (in any shape, lib/wire/error-detail.ts) is a validator's or a
 * backend's, not a sentence for the person, and goes to the console for whoever debugs.
 */
function failureOf(spec: ActionSpec, result: CallResult): string {
  const detail = errorDetail(result.error);
  console.warn('[action] failed:', result.response.status, detail ?? '(no detail)');
  return spec.failure;
}

function isOther(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { other?: unknown }).other === true;
}

/**
 * Confirm, call, toast, raise the event, revalidate. A 403 shows the refusal ("You're not allowed
 * to …" for instance actions); any other failure shows the failure toast.
 */
export async function runAction<Data>(
  ctx: ActionContext,
  action: ActionKey | ActionSpec,
  call: (client: ApiClient) => Promise<CallResult<Data>>,
  options: RunOptions = {},
): Promise<ActionOutcome<Data>> {
  const spec = typeof action === 'string' ? specOf(action) : action;
  // The server cannot be reached (issue #42): say why nothing is sent, and ask whether it is back.
  if (reachability.getSnapshot().unreachableSince !== null) {
    ctx.notify.error(t('connection.notSent'));
    reachability.probeNow();
    return { status: 'failed' };
  }
  if (!options.skipConfirm && spec.confirmation !== null) {
    if (!(await ctx.confirm(spec.confirmation))) return { status: 'cancelled' };
  }
  let result: CallResult<Data>;
  try {
    result = await call(clientOf(ctx));
  } catch (error) {
    // A newer request replaced this one (search): nothing to tell the user.
    if (error instanceof DOMException && error.name === 'AbortError')
      return { status: 'cancelled' };
    // An answer outside 2xx (the client throws it, api-error-middleware.ts) is judged below like
    // any answer. A network failure, or a refresh that failed other than by a 403, is not.
    if (!(error instanceof ApiError) || (error instanceof RefreshError && error.status !== 403)) {
      console.warn('[action] failed:', error);
      ctx.notify.error(spec.failure);
      return { status: 'failed' };
    }
    result = { error: error.body, response: new Response(null, { status: error.status }) };
  }
  const { response } = result;
  if (response.status === 403) {
    const other = isOther(result.error);
    ctx.notify.error(spec.refusal?.(other) ?? spec.failure);
    return { status: 'refused', other };
  }
  if (!response.ok) {
    ctx.notify.error(failureOf(spec, result));
    return { status: 'failed' };
  }
  if (!options.silent && spec.success !== null) {
    if (options.successAction) ctx.notify.success(spec.success, options.successAction);
    else ctx.notify.success(spec.success);
  }
  // One refresh path per kind of screen: instance actions are heard through their window event
  // (the instance page and the sidebar listen, app/use-action-events.ts); admin actions name the
  // queries they changed (`revalidates`), as admin forms do, and no admin screen listens.
  if (!options.noEvent && spec.event !== null) raiseActionEvent(ctx, spec.event, spec.detail);
  if (spec.revalidates) await revalidate(ctx, spec.revalidates);
  return { status: 'done', data: result.data };
}
