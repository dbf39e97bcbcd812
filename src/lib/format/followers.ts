import { t } from '../i18n';

/**
 * An artist's follower count as shown in search results and the metadata browser: "1 follower",
 * "1,234,567 followers" (the count grouped as the active language groups numbers).
 */
export function formatFollowers(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return t('format.followers', { count: safe });
}
