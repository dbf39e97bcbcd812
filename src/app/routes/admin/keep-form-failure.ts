import type { OnRefused } from '@/api/admin-instances/actions';
import { t } from '@/lib/i18n';

/**
 * Runs a form's save (`save`: the admin action, given where to tell why it was refused) and keeps
 * that text, so the form can show it under itself (2-secondary §8: "Edit or create form submit
 * failure: The error text shows under the form in red"); the action toasts it as well. Resolves
 * to the action's result and that text; `failure` is null when the save was `taken`.
 */
export async function keepFormFailure<Result>(
  save: (onRefused: OnRefused) => Promise<Result>,
  taken: (result: Result) => boolean,
): Promise<{ result: Result; failure: string | null }> {
  let said: string | null = null;
  const result = await save((detail) => {
    said = detail;
  });
  // A save that was not taken always says why; the generic text if it ever did not.
  return { result, failure: taken(result) ? null : (said ?? t('general.error')) };
}
