/** The settings screen's Revert question, which lists what changed (1-core §5). */
import { intlLocale, t } from '../i18n';

/**
 * Revert's question (spec: it clears all local storage and reloads): what the user loses. The
 * changed settings' names are listed as the language lists things ("Theme, Audio format").
 */
export function revertSettingsQuestion(changed: readonly string[]): string {
  if (changed.length === 0) return t('general.revertNothingChanged');
  const changes = new Intl.ListFormat(intlLocale(), { type: 'unit', style: 'short' }).format(
    changed,
  );
  return t('general.revertChanges', { count: changed.length, changes });
}
