/** The player, queue and search actions: what each sends, asks, and says (1-core §5, §8). */
import type { ActionEventName } from '../player/action-event-names';
import { t, type MessageId } from '../i18n';
import { permission, type Permission, type PermissionAction } from '../admin/permissions';

/** What one player, queue or search action shows (as message ids, read with `t`) and sends. */
export interface ActionMessages {
  /** The permission the server checks for it. */
  permission: Permission;
  /** The refusal toast: "You're not allowed to …". */
  refusal: MessageId;
  /** Asked first in the confirm dialog, or null when the action runs at once. */
  confirmation: MessageId | null;
  /** The success toast, or null for actions that stay silent (sliders, drag reorder, reads). */
  success: MessageId | null;
  /** The window event raised after success so screens refresh, or null for reads. */
  event: ActionEventName | null;
}

/**
 * An action's row: its message ids, read with `t` when shown (the table is built when the module
 * loads, before a language is active). Each refusal is a whole sentence of its own ("You're not
 * allowed to skip tracks"), so every language words it its own way.
 */
const action = (
  perm: Permission,
  refusal: MessageId,
  event: ActionEventName | null,
  success: MessageId | null = null,
  confirmation: MessageId | null = null,
): ActionMessages => ({
  permission: perm,
  refusal,
  confirmation,
  success,
  event,
});

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
    'actions.refuseStop',
    'stop',
    'actions.stopped',
    'actions.confirmStop',
  ),
  resume: action(controls('resume'), 'actions.refuseResume', 'resume', 'actions.resumed'),
  pause: action(controls('pause'), 'actions.refusePause', 'pause', 'actions.paused'),
  restartTrack: action(
    controls('restart'),
    'actions.refuseRestartTrack',
    'restartTrack',
    'actions.restarted',
    'actions.confirmRestartTrack',
  ),
  skip: action(
    controls('skip'),
    'actions.refuseSkip',
    'skip',
    'actions.skipped',
    'actions.confirmSkip',
  ),
  // Asked with confirmSkipOther(name, discriminator) once the server says the track is someone
  // else's; the forced second call raises the same event as a skip.
  skipOther: action(controls('skip-other'), 'actions.refuseSkipOther', 'skip', 'actions.skipped'),
  pushTrack: action(
    queue('track'),
    'actions.refusePushTrack',
    'pushTrack',
    'actions.pushedToQueue',
  ),
  // Queueing *next* jumps the line, so the server checks `top` (openapi.yaml, pushTrack).
  pushTrackNext: action(
    queue('top'),
    'actions.refuseMoveToTop',
    'pushTrack',
    'actions.pushedToTop',
  ),
  pushPlaylist: action(
    queue('playlist'),
    'actions.refusePushPlaylist',
    'pushPlaylist',
    'actions.pushedToQueue',
  ),
  reorder: action(queue('reorder'), 'actions.refuseReorder', 'reorder'),
  moveToTop: action(queue('top'), 'actions.refuseMoveToTop', 'moveToTop', 'actions.movedToTop'),
  removeTrack: action(
    queue('delete'),
    'actions.refuseRemoveTrack',
    'removeTrack',
    'actions.trackRemoved',
  ),
  shuffle: action(
    queue('shuffle'),
    'actions.refuseShuffle',
    'shuffle',
    'actions.queueShuffled',
    'actions.confirmShuffle',
  ),
  partyMode: action(
    queue('party-mode'),
    'actions.refusePartyMode',
    'partyMode',
    'actions.partyModeToggled',
    'actions.confirmPartyMode',
  ),
  clearQueue: action(
    queue('clear'),
    'actions.refuseClearQueue',
    'clearQueue',
    'actions.queueCleared',
    'actions.confirmClearQueue',
  ),
  clearMine: action(
    queue('clear'),
    'actions.refuseClearQueue',
    'clearMine',
    'actions.removedYourTracks',
    'actions.confirmClearMine',
  ),
  adjustVolume: action(controls('volume'), 'actions.refuseVolume', 'adjustVolume'),
  seek: action(controls('seek'), 'actions.refuseSeek', 'seek'),
  adjustRate: action(controls('rate'), 'actions.refuseRate', 'adjustRate'),
  adjustTempo: action(controls('tempo'), 'actions.refuseTempo', 'adjustTempo'),
  adjustPitch: action(controls('pitch'), 'actions.refusePitch', 'adjustPitch'),
  adjustCrossfade: action(controls('crossfade'), 'actions.refuseCrossfade', 'adjustCrossfade'),
  adjustEqualizer: action(controls('eq'), 'actions.refuseEqualizer', 'adjustEqualizer'),
  nightcore: action(
    controls('preset:nightcore'),
    'actions.refuseNightcore',
    'nightcore',
    'general.success',
  ),
  resetSettings: action(
    controls('reset'),
    'actions.refuseResetSettings',
    'resetSettings',
    'actions.modifiersReset',
    'actions.confirmResetSettings',
  ),
  restartInstance: action(
    permission('instance', 'restart'),
    'actions.refuseRestartInstance',
    'restartInstance',
    'general.success',
    'actions.confirmRestartInstance',
  ),
  search: action(queue('search'), 'actions.refuseSearch', null),
  viewSpotifyMetadata: action(permission('meta', 'spotify'), 'actions.refuseSpotifyMetadata', null),
} as const satisfies Record<string, ActionMessages>;

export type ActionKey = keyof typeof ACTIONS;

/** Raised by the instance page when the playing track's id changes. */
export const TRACK_CHANGED_EVENT = 'trackChanged';

/**
 * The refusal toast for a 403. A refused skip whose response has `other` set was refused for
 * skipping someone else's track, which has its own message.
 */
export function refusalMessage(key: ActionKey, other = false): string {
  return t(key === 'skip' && other ? ACTIONS.skipOther.refusal : ACTIONS[key].refusal);
}

/**
 * The second question of a skip, when the track was queued by someone else. Without a name from
 * the server it says "someone else" as a sentence of its own (no made-up name in the slot).
 */
export function confirmSkipOther(name?: string, discriminator?: string): string {
  return name === undefined
    ? t('actions.confirmSkipOtherUnknown')
    : t('actions.confirmSkipOther', { name, discriminator: discriminator ?? '0' });
}
