import { t } from '@/lib/i18n';

/**
 * Why the page's commands are disabled, or undefined when they act. A command acts on what the
 * server has, never on a last visit's picture (src/api/query/last-known.ts): it waits for the
 * live answer. An offline bot takes no command (the server answers 409).
 */
export function commandsDisabledReason(
  isOnline: boolean,
  lastKnownAt: number | undefined,
): string | undefined {
  if (lastKnownAt !== undefined) return t('instanceMessages.lastKnownReason');
  return isOnline ? undefined : t('instanceMessages.offlineReason');
}
