/**
 * The server side of 2-secondary.md section 6: who holds which permission. The permission list
 * and the refusal texts are the app's own (src/lib), so the mock and the UI cannot drift apart.
 */
import { t } from '../src/lib/i18n/i18n.ts';
import { ACTIONS } from '../src/lib/messages/index.ts';
import { ensureServerLanguage } from './server-language.ts';
import { ALL_PERMISSIONS, ALLOW_DOWNLOAD, ROOT } from '../src/lib/admin/permissions.ts';
import type { MockUser } from './model.ts';

export { ALL_PERMISSIONS, ALLOW_DOWNLOAD, ROOT };

export function isRoot(user: MockUser): boolean {
  return user.globalRoles.includes(ROOT);
}

export function isMember(user: MockUser, instanceId: string): boolean {
  return isRoot(user) || user.instanceRoles.has(instanceId);
}

/** Root satisfies every check; otherwise an exact match on the user's roles in that instance. */
export function can(user: MockUser, instanceId: string, permission: string): boolean {
  if (isRoot(user)) return true;
  return user.instanceRoles.get(instanceId)?.includes(permission) ?? false;
}

/** The roles a user holds in an instance, as the track-load response lists them. */
export function rolesIn(user: MockUser, instanceId: string): string[] {
  return [...user.globalRoles, ...(user.instanceRoles.get(instanceId) ?? [])];
}

export function canDownload(user: MockUser): boolean {
  return isRoot(user) || user.globalRoles.includes(ALLOW_DOWNLOAD);
}

/** Refusal text by permission, from the spec's catalogue (first action naming it wins). */
function refusalFor(permission: string): string | undefined {
  ensureServerLanguage();
  const refusal = Object.values(ACTIONS).find(
    (action) => action.permission === permission,
  )?.refusal;
  return refusal === undefined ? undefined : t(refusal);
}

export function refusalMessage(permission: string): string {
  // The server's own words, in English: the app's catalog is not loaded in the mock.
  if (permission === ROOT) return "You don't have access to this section";
  if (permission === ALLOW_DOWNLOAD) return "You're not allowed to download tracks";
  return refusalFor(permission) ?? `You're not allowed to use ${permission}`;
}
