/**
 * Roles and permissions (1-core §6, 2-secondary §6). Roles come from the token's role claim (a
 * string or a list) or from an instance's roles list; permissions read web:{group}:{action}.
 * The server enforces every permission; these checks only decide what the UI offers.
 */

/** Satisfies every check. */
export const ROOT = 'flags:root';
/** Opens the downloader without root. */
export const ALLOW_DOWNLOAD = 'flags:allow-download';

/** The permission groups and their actions, in the spec's order (the admin checkbox grid). */
export const PERMISSION_GROUPS = {
  instance: ['restart'],
  meta: ['spotify'],
  controls: [
    'pause',
    'resume',
    'skip',
    'skip-other',
    'stop',
    'restart',
    'volume',
    'seek',
    'rate',
    'tempo',
    'pitch',
    'crossfade',
    'eq',
    'reset',
    'preset:nightcore',
  ],
  queue: [
    'shuffle',
    'party-mode',
    'clear',
    'playlist',
    'track',
    'top',
    'delete',
    'reorder',
    'search',
  ],
} as const;

type Groups = typeof PERMISSION_GROUPS;
export type PermissionGroup = keyof Groups;
export type PermissionAction<G extends PermissionGroup> = Groups[G][number];
export type Permission = {
  [G in PermissionGroup]: `web:${G}:${PermissionAction<G>}`;
}[PermissionGroup];

/** Builds a permission string from its group and action. */
export function permission<G extends PermissionGroup>(
  group: G,
  action: PermissionAction<G>,
): Permission {
  return `web:${group}:${action}` as Permission;
}

/** One group of the admin grid: its name and each action with its permission string. */
export interface PermissionGroupRow {
  group: PermissionGroup;
  actions: { action: string; permission: Permission }[];
}

export const PERMISSION_GRID: readonly PermissionGroupRow[] = (
  Object.keys(PERMISSION_GROUPS) as PermissionGroup[]
).map((group) => ({
  group,
  actions: PERMISSION_GROUPS[group].map((action) => ({
    action,
    permission: `web:${group}:${action}` as Permission,
  })),
}));

/** Every permission, in grid order: what "Grant all" sends. */
export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_GRID.flatMap((row) =>
  row.actions.map((a) => a.permission),
);

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/**
 * The role claim as a list: a single string becomes a one-item list; missing, empty and
 * non-string entries are dropped; duplicates are removed. Never throws on odd token content.
 */
export function normaliseRoles(claim: unknown): string[] {
  const items: unknown[] = Array.isArray(claim) ? claim : [claim];
  const roles = items.filter((r): r is string => typeof r === 'string' && r.trim() !== '');
  return [...new Set(roles.map((r) => r.trim()))];
}

/** True when the roles hold `role` exactly, or hold root. */
export function hasRole(roles: readonly string[], role: string): boolean {
  return roles.includes(ROOT) || roles.includes(role);
}

/** Admin button and admin routes: root only. */
export function canSeeAdmin(roles: readonly string[]): boolean {
  return roles.includes(ROOT);
}

/** Download button and route: root or allow-download. */
export function canDownload(roles: readonly string[]): boolean {
  return hasRole(roles, ALLOW_DOWNLOAD);
}

/** 'Restart' in the instance options menu: web:instance:restart or root. */
export function canRestartInstance(roles: readonly string[]): boolean {
  return hasRole(roles, permission('instance', 'restart'));
}

/** 'Admin View' in the instance options menu: root only. */
export function canSeeAdminView(roles: readonly string[]): boolean {
  return roles.includes(ROOT);
}

/** The 'Ouch my Ears' preset: root only. */
export function canUseOuchMyEars(roles: readonly string[]): boolean {
  return roles.includes(ROOT);
}

/** The instance options menu shows when at least one of its entries applies. */
export function canSeeInstanceMenu(roles: readonly string[]): boolean {
  return canSeeAdminView(roles) || canRestartInstance(roles);
}
