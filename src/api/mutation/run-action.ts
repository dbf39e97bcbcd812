/**
 * The one way the dashboard changes data on the server (1-core §4, §5, §8; 2-secondary §4, §7,
 * §8): instance and admin actions, admin forms and the login code all run here. While the server
 * is known to be unreachable nothing is sent and the person is told; otherwise ask the spec's
 * question first where there is one, call, toast the success or the refusal, raise the window
 * event that names the action, revalidate the queries it names. A refused or failed call
 * refreshes nothing: the screen's own poll shows the server's state on its next tick. Instance
 * actions name their messages by key (ACTIONS in lib/messages); the others spell theirs out (an
 * ActionSpec).
 */
import { ACTIONS, refusalMessage, type ActionKey } from '@/lib/messages';
import { errorDetail } from '@/lib/wire/error-detail';
import { t } from '@/lib/i18n';
import { ApiError, RefreshError } from '../api-error';
import type { ApiClient } from '../client';
import type { QueryFilter } from '../query/domain-keys';
import {
  clientOf,
  raiseActionEvent,
  reachabilityOf,
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
  /** Toasted on any other failure: the network, another status. A function is given the
   *  failure's detail (the login code's 'An error occurred: {detail}', 1-core §8). */
  failure: string | ((detail: string) => string);
  /** Raised when the server took it, so screens refresh (1-core §4); null only for a call that
   *  changes nothing (a search). */
  event: string | null;
  /** The event's detail. */
  detail?: unknown;
  /**
   * The queries it changed, revalidated once the server took it: the refresh of the screens that
   * refresh by keys, never of one that hears the event (docs/architecture.md, "Data flow").
   */
  revalidates?: readonly QueryFilter[];
}

/** What an openapi-fetch call resolves to. */
export interface CallResult<Data = unknown> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** Why a call did not go through, for a caller that says more than the toast (an admin form). */
export interface Failure {
  /** The server's answer; absent when none came or nothing was sent. */
  response?: Response;
  /** The answer's body, or what was thrown. */
  error?: unknown;
  /** One line for a person: the server's message or status, the network's words, or that
   *  nothing was sent. */
  detail: string;
  /** Nothing was sent: the server is known to be unreachable. */
  unsent?: true;
}

export type ActionOutcome<Data = unknown> =
  | { status: 'done'; data: Data | undefined }
  | { status: 'cancelled' }
  | { status: 'refused'; other: boolean; failure: Failure }
  | { status: 'failed'; failure: Failure };

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

/** A failure's toast: the spec's words (1-core §8), with the detail only where they hold it. */
function failureToast(spec: ActionSpec, detail: string): string {
  return typeof spec.failure === 'function' ? spec.failure(detail) : spec.failure;
}

/**
 * What a failed answer says, in a line: its reason (in any shape, lib/wire/error-detail.ts) or
 * its status. It is a validator's or a backend's, not a sentence for the person: it goes to the
 * console for whoever debugs, and only where the spec says so to the person.
 */
function answerDetail(result: CallResult): string {
  return errorDetail(result.error) ?? t('error.httpStatus', { status: result.response.status });
}

function isOther(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { other?: unknown }).other === true;
}

/**
 * When the server is known to be unreachable, sending would only fail later and the person would
 * not know why: says so at once, asks now whether it is back, and returns the sentence said (a
 * change that is not one call, such as a batch of queue edits, stops on it too).
 */
export function notSentWhileUnreachable(ctx: ActionContext): string | undefined {
  const connection = reachabilityOf(ctx);
  if (connection.get().unreachableSince === null) return undefined;
  const detail = t('connection.notSent');
  ctx.notify.error(detail);
  connection.probeNow();
  return detail;
}

/**
 * Guard, confirm, call, toast, raise the event, revalidate. A 403 shows the refusal ("You're not
 * allowed to …" for instance actions); any other failure shows the failure toast.
 */
export async function runAction<Data>(
  ctx: ActionContext,
  action: ActionKey | ActionSpec,
  call: (client: ApiClient) => Promise<CallResult<Data>>,
  options: RunOptions = {},
): Promise<ActionOutcome<Data>> {
  const spec = typeof action === 'string' ? specOf(action) : action;
  const notSent = notSentWhileUnreachable(ctx);
  if (notSent !== undefined)
    return { status: 'failed', failure: { detail: notSent, unsent: true } };
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
      const detail = error instanceof Error ? error.message : String(error);
      ctx.notify.error(failureToast(spec, detail));
      return { status: 'failed', failure: { error, detail } };
    }
    result = { error: error.body, response: new Response(null, { status: error.status }) };
  }
  const { response } = result;
  if (!response.ok) {
    const failure: Failure = { response, error: result.error, detail: answerDetail(result) };
    if (response.status === 403) {
      const other = isOther(result.error);
      ctx.notify.error(spec.refusal?.(other) ?? failureToast(spec, failure.detail));
      return { status: 'refused', other, failure };
    }
    console.warn('[action] failed:', response.status, errorDetail(result.error) ?? '(no detail)');
    ctx.notify.error(failureToast(spec, failure.detail));
    return { status: 'failed', failure };
  }
  if (!options.silent && spec.success !== null) {
    if (options.successAction) ctx.notify.success(spec.success, options.successAction);
    else ctx.notify.success(spec.success);
  }
  // Every screen refreshes one way (docs/architecture.md, "Data flow"): the instance page and
  // the server list on the event, the admin and settings screens by the keys the action names.
  if (!options.noEvent && spec.event !== null) raiseActionEvent(ctx, spec.event, spec.detail);
  if (spec.revalidates) await revalidate(ctx, spec.revalidates);
  return { status: 'done', data: result.data };
}
