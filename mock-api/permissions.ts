/** The permission strings of 2-secondary.md section 6 and the checks the server makes. */
import type { MockUser } from './model.ts';

export const ROOT = 'flags:root';
export const ALLOW_DOWNLOAD = 'flags:allow-download';

const GROUPS = {
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

/** Every web:{group}:{action} string, in the spec's order. */
export const ALL_PERMISSIONS: readonly string[] = Object.entries(GROUPS).flatMap(
  ([group, actions]) => actions.map((action) => `web:${group}:${action}`),
);

export type Permission = (typeof ALL_PERMISSIONS)[number];

export function isPermission(value: string): boolean {
  return ALL_PERMISSIONS.includes(value);
}

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

/** The spec's refusal texts (1-core.md section 8, 2-secondary.md section 8), by permission. */
const REFUSALS: Record<string, string> = {
  'web:controls:stop': 'stop or disconnect the bot',
  'web:controls:resume': 'resume',
  'web:controls:pause': 'pause',
  'web:controls:restart': 'restart tracks',
  'web:controls:skip': 'skip tracks',
  'web:controls:skip-other': 'skip tracks queued by others',
  'web:queue:track': 'add tracks to the queue',
  'web:queue:playlist': 'add playlists, albums, or artist top tracks to the queue',
  'web:queue:reorder': 'reorder tracks',
  'web:queue:top': 'move tracks to the top of the queue',
  'web:queue:delete': 'remove tracks from the queue',
  'web:queue:shuffle': 'shuffle',
  'web:queue:party-mode': 'toggle party mode',
  'web:queue:clear': 'clear the queue',
  'web:controls:volume': 'change the volume',
  'web:controls:seek': 'seek',
  'web:controls:rate': 'change the playback rate',
  'web:controls:tempo': 'change the playback tempo',
  'web:controls:pitch': 'change the playback pitch',
  'web:controls:crossfade': 'change the crossfade duration',
  'web:controls:eq': 'adjust the equalizer',
  'web:controls:preset:nightcore': 'use the nightcore preset',
  'web:controls:reset': 'reset the settings',
  'web:instance:restart': 'restart the bot',
  'web:queue:search': 'search for tracks',
  'web:meta:spotify': 'view Spotify metadata',
};

export function refusalMessage(permission: string): string {
  if (permission === ROOT) return "You don't have access to this section";
  if (permission === ALLOW_DOWNLOAD) return "You're not allowed to download tracks";
  return `You're not allowed to ${REFUSALS[permission] ?? `use ${permission}`}`;
}
