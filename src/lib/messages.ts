/**
 * Every message the dashboard shows, quoted exactly from the spec (1-core §5 and §8,
 * 2-secondary §2, §4 and §8), in one place. Placeholders are filled by template literals as
 * plain text: nothing in a name is interpreted (no `$&`, no markup), and React escapes it.
 */
import type { RunOutcome } from './download-outcome';
import { UNSUPPORTED_SERVICE_MESSAGE, UNSUPPORTED_TYPE_MESSAGE } from './downloader-drop';
import type { DownloaderLoss } from './downloader-loss';
import { NO_LYRICS_MESSAGE, NO_SYNCED_LYRICS_MESSAGE } from './lyrics-window';
import { METADATA_UNSUPPORTED_MESSAGE } from './metadata-uri';
import { permission, type Permission, type PermissionAction } from './permissions';

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

/** Toasts and titles that are not tied to one action. */
export const GENERIC_MESSAGES = {
  success: 'Success!',
  error: 'An error occurred',
  confirmTitle: 'Are you sure?',
  unexpectedErrorTitle: 'Unexpected Application Error!',
  crossfadeUnsupported: 'Crossfade is currently not supported, sorry!',
  metadataUnsupported: METADATA_UNSUPPORTED_MESSAGE,
  searchPlaceholder: 'Search for a song or playlist',
} as const;

/** The admin instance forms' field labels (2-secondary §2, §5). */
export const INSTANCE_FIELD_LABELS = {
  name: 'Name',
  discordToken: 'Discord Token',
  discordChannelId: 'Discord Channel ID',
  discordGuildId: 'Discord Guild ID',
  discordNickname: 'Discord Nickname',
  spotifyUsername: 'Spotify Username',
  spotifyPassword: 'Spotify Password',
  spotifyClientId: 'Spotify Client ID',
  spotifyClientSecret: 'Spotify Client Secret',
} as const;

/** Login-code failures: 'An error occurred: {detail}'. */
export function errorWithDetail(detail: string): string {
  return `${GENERIC_MESSAGES.error}: ${detail}`;
}

/**
 * The detail of a refused admin form, for 'An error occurred: {detail}': the fields the server
 * named (by their labels), never its validator's wording.
 */
export function refusedFieldsDetail(labels: readonly string[]): string {
  return labels.length === 0
    ? 'The server refused the form'
    : `The server refused ${labels.join(', ')}`;
}

/** The settings screen's own toasts (the login code's failures use errorWithDetail). */
export const SETTINGS_MESSAGES = {
  loginCodeCopied: 'Login code copied',
} as const;

/** The admin instance screen's table of the instance's users. */
export const INSTANCE_USERS_MESSAGES = {
  empty: 'No users on this instance.',
  tableLabel: 'Users of this instance',
  userColumn: 'User',
  actionsColumn: 'Actions',
  kick: 'Kick',
} as const;

/** The Kick button's accessible name: 'Kick {user}'. */
export function kickUserLabel(user: string): string {
  return `${INSTANCE_USERS_MESSAGES.kick} ${user}`;
}

/**
 * The Activity tab's sentences (2-secondary §2): what happened, without the actor shown beside
 * them. Values arrive formatted as the sliders show them; src/lib/audit-event.ts picks one.
 */
export const AUDIT_MESSAGES = {
  aTrack: 'a track',
  trackBy: (name: string, artists: string) => `${name} by ${artists}`,
  skip: (track: string) => `skipped ${track}`,
  skipOther: (track: string) => `skipped ${track}, queued by someone else`,
  restart: (track: string) => `restarted ${track}`,
  queued: (track: string) => `queued ${track}`,
  top: (track: string) => `put ${track} at the top of the queue`,
  delete: (track: string) => `removed ${track} from the queue`,
  setVolume: 'set the volume to',
  changedVolume: 'changed the volume',
  setRate: 'set the playback rate to',
  changedRate: 'changed the playback rate',
  setTempo: 'set the playback tempo to',
  changedTempo: 'changed the playback tempo',
  setPitch: 'set the pitch to',
  changedPitch: 'changed the pitch',
  setCrossfade: (value: string) => `set the crossfade to ${value}`,
  changedCrossfade: 'changed the crossfade',
  disabledCrossfade: 'disabled crossfade',
  seekedTo: (percent: number) => `seeked to ${percent}%`,
  seeked: 'seeked',
  clearedMine: 'cleared their queued tracks',
  cleared: 'cleared the queue',
  searchedFor: (query: string) => `searched for "${query}"`,
  searched: 'searched',
  partyMode: (on: boolean) => `turned party mode ${on ? 'on' : 'off'}`,
  toggledPartyMode: 'toggled party mode',
  partyShuffle: 'shuffled the queue for party mode',
  pause: 'paused the player',
  resume: 'resumed the player',
  stop: 'stopped the bot and cleared the queue',
  shuffle: 'shuffled the queue',
  reorder: 'reordered the queue',
  eq: 'adjusted the equalizer',
  reset: 'reset the audio settings',
  nightcore: 'used the nightcore preset',
  restartInstance: 'restarted the bot',
  usedRole: (role: string) => `used ${role}`,
  somethingUnknown: 'did something',
  trackCount: (count: number) => `${count} ${count === 1 ? 'track' : 'tracks'}`,
  artistTopTracks: (artist: string | undefined, count: string) =>
    `queued the top tracks of ${artist ?? 'an artist'}${count}`,
  collection: (
    kind: 'album' | 'playlist',
    name: string | undefined,
    by: string | undefined,
    count: string,
  ) => `queued the ${kind} ${name ?? `a ${kind}`}${by ? ` by ${by}` : ''}${count}`,
} as const;

/** What a list shows when it has nothing in it. */
export const EMPTY_MESSAGES = {
  servers: 'No servers found.',
  searchResults: 'No results found',
  queue: 'No tracks in the queue. Any tracks you queue up will appear here.',
  lyrics: NO_LYRICS_MESSAGE,
  syncedLyrics: NO_SYNCED_LYRICS_MESSAGE,
  activity: "Nothing's happened yet.",
} as const;

/** The red activity row of an action that was refused. */
export function unauthorisedEntry(perm: string): string {
  return `Unauthorised: ${perm}`;
}

/** The queue's button that loads the rest of the queue. */
export function loadMoreTracks(count: number): string {
  return `Load ${count} more tracks`;
}

/** The admin verbs (2-secondary §4): up is deploy, down is remove, delete is kill plus remove. */
export type InstanceVerb = 'deploy' | 'remove' | 'stop' | 'start' | 'restart' | 'kill' | 'delete';

export const ADMIN_MESSAGES = {
  accessDenied: "You don't have access to this section",
  kickConfirmation: 'Are you sure you want to kick this user?',
  deleteAddendum: 'The instance will be killed and removed.',
} as const;

/** 'Are you sure you want to {verb} this instance?' / '… ALL instances?', plus the delete note. */
export function confirmInstanceAction(verb: InstanceVerb, all = false): string {
  const question = `Are you sure you want to ${verb} ${all ? 'ALL instances' : 'this instance'}?`;
  return verb === 'delete' ? `${question} ${ADMIN_MESSAGES.deleteAddendum}` : question;
}

/** 'Failed to {verb} instance', plural 'instances' for an action on all of them. */
export function instanceActionFailed(verb: InstanceVerb, all = false): string {
  return `Failed to ${verb} ${all ? 'instances' : 'instance'}`;
}

export const DOWNLOADER_MESSAGES = {
  heading: 'Downloader',
  dropHere: 'Drop a track or playlist here',
  dropHint: 'Drag and drop it from Spotify',
  fetchingMetadata: 'Fetching metadata...',
  failed: 'Something went wrong!',
  unsupportedService: UNSUPPORTED_SERVICE_MESSAGE,
  unsupportedType: UNSUPPORTED_TYPE_MESSAGE,
  ramUsage: 'RAM usage',
  // Card and badge statuses.
  downloading: 'Downloading...',
  downloaded: 'Downloaded',
  queued: 'Queued',
  pending: 'Pending...',
  jobFailed: 'Failed',
  // Ours: a failed single track or run offers to try again.
  retry: 'Retry',
  retryFailed: 'Retry failed',
  // Ours: asked before a new drop or leaving would lose something (downloader-loss.ts).
  replacePlaylistTitle: 'Replace this playlist?',
  replaceTrackTitle: 'Replace this track?',
  replace: 'Replace',
  leaveTitle: 'Leave the downloader?',
  leave: 'Leave',
  stay: 'Stay',
} as const;

/** What a new drop or leaving the screen would lose, in one sentence (ours). */
export function downloaderLossText(loss: DownloaderLoss): string {
  if (loss.kind === 'track') return 'The track still downloading stops and is not saved.';
  if (loss.heldTracks === 0) return "The current playlist's download in progress stops.";
  const held =
    loss.heldTracks === 1
      ? 'The 1 downloaded track of the current playlist is'
      : `The ${loss.heldTracks} downloaded tracks of the current playlist are`;
  const stops = loss.inProgress ? ', and the download in progress stops' : '';
  return `${held} held only in this tab's memory and will be lost${stops}.`;
}

/**
 * Once nothing runs and some jobs failed (ours: the spec's playlist status still reads
 * 'Downloading...' then, see download-outcome.ts).
 */
export function runOutcomeText({ failed, completed, queued }: RunOutcome): string {
  return queued === 0
    ? `The run has finished with ${failed} failed and ${completed} downloaded.`
    : `${failed} failed, ${completed} downloaded and ${queued} still queued.`;
}

/**
 * The zip stopped because the browser no longer holds some downloaded tracks (its Blob storage
 * was full: this machine's Chromium drops every held Blob past about 500 MB). Those tracks are
 * marked failed so Retry fetches them again.
 */
export function zipTracksLost(count: number): string {
  const tracks = count === 1 ? '1 downloaded track' : `${count} downloaded tracks`;
  return (
    `The browser dropped ${tracks} from memory, so no .zip was saved. ` +
    `They are marked Failed: retry them, or remove some tracks, and generate the .zip again.`
  );
}

/** The playlist's queue panel title. */
export function downloadQueueTitle(playlist: string, owner: string): string {
  return `Download Queue for ${playlist} by ${owner}`;
}

/** Asked before removing one job. */
export function confirmRemoveJob(name: string, artists: string): string {
  return `Are you sure you want to remove '${name}' by '${artists}'?`;
}

/** Slider labels of the downloader options. */
export function timeoutLabel(ms: number): string {
  return `Timeout: ${ms}ms`;
}
export function intervalLabel(ms: number): string {
  return `Interval: ${ms}ms`;
}

export interface RunAllSettings {
  jobs: number;
  autoRetry: boolean;
  autoZip: boolean;
  timeoutMs: number;
  intervalMs: number;
}

/**
 * Asked before Run All: the job count, the current settings, and that the tracks are
 * downloaded into browser memory (2-secondary §4; the exact wording is ours).
 */
export function confirmRunAll(settings: RunAllSettings): string {
  const yesNo = (flag: boolean) => (flag ? 'on' : 'off');
  const tracks = settings.jobs === 1 ? '1 track' : `${settings.jobs} tracks`;
  return (
    `This will download ${tracks} into your browser's memory. ` +
    `Auto retry: ${yesNo(settings.autoRetry)}. Auto zip: ${yesNo(settings.autoZip)}. ` +
    `${timeoutLabel(settings.timeoutMs)}. ${intervalLabel(settings.intervalMs)}.`
  );
}
