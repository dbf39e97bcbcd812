/** The player, queue and search actions: what each sends, asks, and says (1-core §5, §8). */
import { permission, type Permission, type PermissionAction } from '../permissions';

/** What one player, queue or search action shows and sends. */
export interface ActionMessages {
  /** The permission the server checks for it. */
  permission: Permission;
  /** The refusal toast: "You're not allowed to …". */
  refusal: string;
  /** Asked first in the confirm dialog, or null when the action runs at once. */
  confirmation: string | null;
  /** The success toast, or null for actions that stay silent (sliders, drag reorder, reads). */
  success: string | null;
  /** The window event raised after success so screens refresh, or null for reads. */
  event: string | null;
}

const refuse = (what: string) => `You're not allowed to ${what}`;

const action = (
  perm: Permission,
  what: string,
  event: string | null,
  success: string | null = null,
  confirmation: string | null = null,
): ActionMessages => ({ permission: perm, refusal: refuse(what), confirmation, success, event });

const controls = (a: PermissionAction<'controls'>) => permission('controls', a);
const queue = (a: PermissionAction<'queue'>) => permission('queue', a);

/**
 * Every action, keyed by the name of the window event it raises. Events are camelCase like the
 * spec's 'adjustCrossfade' and 'trackChanged', and avoid names the DOM already fires (reset,
 * search).
 */
export const ACTIONS = {
  stop: action(
    controls('stop'),
    'stop or disconnect the bot',
    'stop',
    'Stopped',
    'This will clear the queue and disconnect the bot.',
  ),
  resume: action(controls('resume'), 'resume', 'resume', 'Resumed'),
  pause: action(controls('pause'), 'pause', 'pause', 'Paused'),
  restartTrack: action(
    controls('restart'),
    'restart tracks',
    'restartTrack',
    'Restarted',
    'This will restart the current track.',
  ),
  skip: action(
    controls('skip'),
    'skip tracks',
    'skip',
    'Skipped',
    'This will skip the current track.',
  ),
  // Asked with confirmSkipOther(name, discriminator) once the server says the track is someone
  // else's; the forced second call raises the same event as a skip.
  skipOther: action(controls('skip-other'), 'skip tracks queued by others', 'skip', 'Skipped'),
  pushTrack: action(queue('track'), 'add tracks to the queue', 'pushTrack', 'Pushed to the queue'),
  // Queueing *next* jumps the line, so the server checks `top` (openapi.yaml, pushTrack).
  pushTrackNext: action(
    queue('top'),
    'move tracks to the top of the queue',
    'pushTrack',
    'Pushed to the top of the queue',
  ),
  pushPlaylist: action(
    queue('playlist'),
    'add playlists, albums, or artist top tracks to the queue',
    'pushPlaylist',
    'Pushed to the queue',
  ),
  reorder: action(queue('reorder'), 'reorder tracks', 'reorder'),
  moveToTop: action(
    queue('top'),
    'move tracks to the top of the queue',
    'moveToTop',
    'Moved to the top of the queue',
  ),
  removeTrack: action(
    queue('delete'),
    'remove tracks from the queue',
    'removeTrack',
    'Track removed from queue',
  ),
  shuffle: action(
    queue('shuffle'),
    'shuffle',
    'shuffle',
    'Queue shuffled',
    'This will shuffle the queue.',
  ),
  partyMode: action(
    queue('party-mode'),
    'toggle party mode',
    'partyMode',
    'Party mode toggled',
    'This will toggle party mode.',
  ),
  clearQueue: action(
    queue('clear'),
    'clear the queue',
    'clearQueue',
    'Queue cleared',
    'This will clear the queue.',
  ),
  clearMine: action(
    queue('clear'),
    'clear the queue',
    'clearMine',
    'Removed your queued tracks',
    'This will clear your queued tracks.',
  ),
  adjustVolume: action(controls('volume'), 'change the volume', 'adjustVolume'),
  seek: action(controls('seek'), 'seek', 'seek'),
  adjustRate: action(controls('rate'), 'change the playback rate', 'adjustRate'),
  adjustTempo: action(controls('tempo'), 'change the playback tempo', 'adjustTempo'),
  adjustPitch: action(controls('pitch'), 'change the playback pitch', 'adjustPitch'),
  adjustCrossfade: action(
    controls('crossfade'),
    'change the crossfade duration',
    'adjustCrossfade',
  ),
  adjustEqualizer: action(controls('eq'), 'adjust the equalizer', 'adjustEqualizer'),
  nightcore: action(
    controls('preset:nightcore'),
    'use the nightcore preset',
    'nightcore',
    'Success!',
  ),
  resetSettings: action(
    controls('reset'),
    'reset the settings',
    'resetSettings',
    'Modifiers reset',
    'This will reset all audio settings/enhancements to their default settings',
  ),
  restartInstance: action(
    permission('instance', 'restart'),
    'restart the bot',
    'restartInstance',
    'Success!',
    'This will restart the bot.',
  ),
  search: action(queue('search'), 'search for tracks', null),
  viewSpotifyMetadata: action(permission('meta', 'spotify'), 'view Spotify metadata', null),
} as const satisfies Record<string, ActionMessages>;

export type ActionKey = keyof typeof ACTIONS;

/** Raised by the instance page when the playing track's id changes. */
export const TRACK_CHANGED_EVENT = 'trackChanged';

/**
 * The refusal toast for a 403. A refused skip whose response has `other` set was refused for
 * skipping someone else's track, which has its own message.
 */
export function refusalMessage(key: ActionKey, other = false): string {
  return key === 'skip' && other ? ACTIONS.skipOther.refusal : ACTIONS[key].refusal;
}

/** The second question of a skip, when the track was queued by someone else. */
export function confirmSkipOther(name: string, discriminator: string): string {
  return `This track was queued by ${name} (${discriminator}). Do you really want to skip it?`;
}
