/**
 * The window events the admin actions raise once the server took them (1-core §4: "Each
 * successful action raises a window event naming the action so screens refresh"), each name once.
 * The admin screens refresh by the keys the actions name; the server list in the shell, on every
 * screen, refreshes on these events (an instance created, deleted or stopped, a person added or
 * kicked, changes who sees which server, and how), so the list stands apart from the admin chunk.
 */
export const ADMIN_ACTION_EVENT_NAMES = [
  'adminInstanceCommand',
  'adminInstanceCreate',
  'adminInstanceUpdate',
  'adminUserRoles',
  'adminUserKick',
  'adminUserAdd',
] as const;

export type AdminActionEventName = (typeof ADMIN_ACTION_EVENT_NAMES)[number];
