/** The settings screen's Revert question, which lists what changed (1-core §5). */
import { intlLocale, t } from '../i18n';

/**
 * Revert's question, the body of the app's 'Are you sure?' dialog: what it does (1-core §2: it
 * clears all local storage and reloads) and, when some settings differ from their defaults, which
 * ones are lost, listed as the language lists things ("Theme, Audio format").
 */
export function revertSettingsQuestion(changed: readonly string[]): string {
  if (changed.length === 0) return t('general.revertQuestion');
  const changes = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(
    changed,
  );
  return t('general.revertChanges', { count: changed.length, changes });
}
