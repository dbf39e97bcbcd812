import type { ActionContext } from '@/api/actions/action-context';
import { t } from '@/lib/i18n';

/**
 * Runs a form's save (`save`: the admin action, given the context to run in) and keeps the
 * failure it toasts, so the form can show the same text under itself (2-secondary §8: "Edit or
 * create form submit failure: The error text shows under the form in red"). Resolves to the
 * action's result and that text; `failure` is null when the save was `taken`.
 */
export async function keepFormFailure<Result>(
  ctx: ActionContext,
  save: (ctx: ActionContext) => Promise<Result>,
  taken: (result: Result) => boolean,
): Promise<{ result: Result; failure: string | null }> {
  let said: string | null = null;
  const result = await save({
    ...ctx,
    notify: {
      ...ctx.notify,
      error(message) {
        said = message;
        ctx.notify.error(message);
      },
    },
  });
  // A save that was not taken always says why; the generic text if it ever did not.
  return { result, failure: taken(result) ? null : (said ?? t('general.error')) };
}
