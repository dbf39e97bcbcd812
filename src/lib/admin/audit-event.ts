import { formatAudioValue } from '../player/audio-settings';
import { intlLocale, t } from '../i18n';
import { PERMISSION_GROUPS, permission } from './permissions';
import { parseAuditEvent, type AuditEventData } from './audit-event-data';

/**
 * The Activity tab's entries (2-secondary.md §2 "Activity tab", §3 "Audit entry"). An entry's
 * `event` is a JSON string from the server: parsed defensively (junk is an unknown event, never an
 * exception) into typed fields, then turned into plain display data by the entry's `role` (the
 * permission string such as web:controls:skip, which names the event type).
 *
 * Decisions:
 * - The event type is the role's action: 'web:controls:skip' → 'skip'; 'web:instance:restart' is
 *   'restart-instance' (the track restart is web:controls:restart). A role without the web:
 *   prefix is taken whole ('party-shuffle'). An `Event` field naming a kind wins over the role:
 *   the server logs party mode's interleaving under web:queue:party-mode with
 *   {"Event":"party-shuffle"}, one entry beside the party-mode one. An unknown role is guessed from the event's fields
 *   (Volume → volume, SearchQuery → search, …) so new server events still read sensibly.
 * - Field names are matched ignoring case (Name or name); numbers and booleans may arrive as
 *   strings; Artists may be a string or a list of names or {name} objects; a JSON string holding
 *   JSON is unwrapped once. ImageUrl passes only as an http(s) address (safe-url).
 * - Texts are sentences without the actor, who is shown beside them: 'skipped {Name} by
 *   {Artists}', 'set the volume to 42%', 'seeked to 42%', 'queued the album {Name} by {Author}
 *   (12 tracks)', 'searched for "{SearchQuery}"', 'turned party mode on'. Values use the same
 *   formats as the sliders (audio-settings). A missing name reads 'a track'.
 * - Unauthorised entries read 'Unauthorised: {permission}' whatever the event says.
 */

export { parseAuditEvent, type AuditEventData } from './audit-event-data';

export type AuditEventType =
  | 'skip'
  | 'skip-other'
  | 'restart'
  | 'track'
  | 'top'
  | 'delete'
  | 'volume'
  | 'rate'
  | 'tempo'
  | 'pitch'
  | 'crossfade'
  | 'seek'
  | 'clear'
  | 'playlist'
  | 'search'
  | 'party-mode'
  | 'party-shuffle'
  | 'pause'
  | 'resume'
  | 'stop'
  | 'shuffle'
  | 'reorder'
  | 'eq'
  | 'reset'
  | 'preset:nightcore'
  | 'restart-instance'
  | 'spotify-metadata'
  | 'unknown';

export interface AuditEntry {
  role: string;
  event: string;
  recordedDateTime: string;
  isAuthorised: boolean;
  discordUsername: string;
  discordDiscriminator: string;
  discordAvatarHash?: string | null;
}

export interface AuditDisplay {
  type: AuditEventType;
  /** False: draw the red 'Unauthorised' row. */
  authorised: boolean;
  /** What happened, without the actor. */
  text: string;
  /** The track or collection the event was about, for a cover and a link. */
  subject?: { name: string; artists?: string; uri?: string; imageUrl?: string };
  actor: { username: string; discriminator: string; avatarHash?: string };
  recordedDateTime: string;
}

// Every controls and queue permission names an event of the same name; the instance restart
// is told apart from the track restart. party-shuffle is not a grantable permission.
// A Map, not an object: a server role such as '__proto__' or 'constructor' must not find
// Object.prototype's members.
const ROLE_TYPES = new Map<string, AuditEventType>([
  ...(['controls', 'queue'] as const).flatMap((group) =>
    PERMISSION_GROUPS[group].map((action): [string, AuditEventType] => [
      permission(group, action),
      action,
    ]),
  ),
  [permission('instance', 'restart'), 'restart-instance'],
  [permission('meta', 'spotify'), 'spotify-metadata'],
  ['web:queue:party-shuffle', 'party-shuffle'],
  ['party-shuffle', 'party-shuffle'],
]);

// Event kinds an entry may name in its own `Event` field, over the role it was logged under.
const NAMED_EVENTS = new Map<string, AuditEventType>([['party-shuffle', 'party-shuffle']]);

/** The event type an entry's `Event` field or, failing that, its audit role names. */
export function auditEventType(role: string, data?: AuditEventData): AuditEventType {
  const named = data?.event === undefined ? undefined : NAMED_EVENTS.get(data.event.toLowerCase());
  if (named) return named;
  const known = ROLE_TYPES.get(role.trim().toLowerCase());
  if (known) return known;
  if (!data) return 'unknown';
  if (data.volume !== undefined) return 'volume';
  if (data.seek !== undefined) return 'seek';
  if (data.rate !== undefined) return 'rate';
  if (data.tempo !== undefined) return 'tempo';
  if (data.pitch !== undefined) return 'pitch';
  if (data.crossfade !== undefined) return 'crossfade';
  if (data.searchQuery !== undefined) return 'search';
  if (data.enabled !== undefined) return 'party-mode';
  if (data.mine !== undefined) return 'clear';
  if (data.type !== undefined || data.numTracks !== undefined) return 'playlist';
  return 'unknown';
}

/** Everything the Activity row draws for one entry. */
export function describeAuditEntry(entry: AuditEntry): AuditDisplay {
  const parsed = parseAuditEvent(entry.event);
  const data = parsed.kind === 'event' ? parsed.data : {};
  const role = typeof entry.role === 'string' ? entry.role : '';
  const type = auditEventType(role, data);
  const actor = {
    username: String(entry.discordUsername ?? ''),
    discriminator: String(entry.discordDiscriminator ?? ''),
    ...(entry.discordAvatarHash ? { avatarHash: String(entry.discordAvatarHash) } : {}),
  };
  const base = { type, actor, recordedDateTime: String(entry.recordedDateTime ?? '') };
  if (entry.isAuthorised === false) {
    return {
      ...base,
      authorised: false,
      text: t('general.unauthorisedEntry', { permission: role }),
    };
  }
  const subject =
    data.name === undefined
      ? undefined
      : {
          name: data.name,
          ...(data.artists !== undefined && { artists: data.artists }),
          ...(data.uri !== undefined && { uri: data.uri }),
          ...(data.imageUrl !== undefined && { imageUrl: data.imageUrl }),
        };
  return {
    ...base,
    authorised: true,
    text: auditText(type, data, role),
    ...(subject && { subject }),
  };
}

/** The sentence for one event type. */
function auditText(type: AuditEventType, data: AuditEventData, role = ''): string {
  const track = trackText(data);
  switch (type) {
    case 'skip':
      return t('audit.skip', { track });
    case 'skip-other':
      return t('audit.skipOther', { track });
    case 'restart':
      return t('audit.restart', { track });
    case 'track':
      return t('audit.queued', { track });
    case 'top':
      return t('audit.top', { track });
    case 'delete':
      return t('audit.delete', { track });
    case 'volume':
      return valueText('audit.setVolume', 'volume', data.volume, t('audit.changedVolume'));
    case 'rate':
      return valueText('audit.setRate', 'rate', data.rate, t('audit.changedRate'));
    case 'tempo':
      return valueText('audit.setTempo', 'tempo', data.tempo, t('audit.changedTempo'));
    case 'pitch':
      return valueText('audit.setPitch', 'pitch', data.pitch, t('audit.changedPitch'));
    case 'crossfade':
      if (data.crossfade === undefined) return t('audit.changedCrossfade');
      return data.crossfade <= 0
        ? t('audit.disabledCrossfade')
        : t('audit.setCrossfade', { value: formatAudioValue('crossfade', data.crossfade) });
    case 'seek':
      return data.seek === undefined
        ? t('audit.seeked')
        : t('audit.seekedTo', { percent: wholePercent(Math.min(1, Math.max(0, data.seek))) });
    case 'clear':
      return data.mine ? t('audit.clearedMine') : t('audit.cleared');
    case 'playlist':
      return collectionText(data);
    case 'search':
      return data.searchQuery === undefined
        ? t('audit.searched')
        : t('audit.searchedFor', { query: data.searchQuery });
    case 'party-mode':
      if (data.enabled === undefined) return t('audit.toggledPartyMode');
      return data.enabled ? t('audit.partyModeOn') : t('audit.partyModeOff');
    case 'party-shuffle':
      return t('audit.partyShuffle');
    case 'pause':
      return t('audit.pause');
    case 'resume':
      return t('audit.resume');
    case 'stop':
      return t('audit.stop');
    case 'shuffle':
      return t('audit.shuffle');
    case 'reorder':
      return t('audit.reorder');
    case 'eq':
      return t('audit.eq');
    case 'reset':
      return t('audit.reset');
    case 'preset:nightcore':
      return t('audit.nightcore');
    case 'restart-instance':
      return t('audit.restartInstance');
    case 'spotify-metadata':
      return t('audit.spotifyMetadata');
    case 'unknown':
      return role.trim() === ''
        ? t('audit.somethingUnknown')
        : t('audit.usedRole', { role: role.trim() });
  }
}

function trackText(data: AuditEventData): string {
  const name = data.name ?? t('audit.aTrack');
  return data.artists ? t('audit.trackBy', { name, artists: data.artists }) : name;
}

/** 'set the volume to 42%': the whole sentence with the value as the slider shows it. */
function valueText(
  sentence: 'audit.setVolume' | 'audit.setRate' | 'audit.setTempo' | 'audit.setPitch',
  setting: 'volume' | 'rate' | 'tempo' | 'pitch',
  value: number | undefined,
  fallback: string,
): string {
  return value === undefined ? fallback : t(sentence, { value: formatAudioValue(setting, value) });
}

/** A share 0..1 as a whole percentage the reader's way ("42%" in English, "42 %" in French). */
function wholePercent(fraction: number): string {
  return new Intl.NumberFormat(intlLocale(), { style: 'percent', maximumFractionDigits: 0 }).format(
    Math.round(fraction * 100) / 100,
  );
}

/** 'queued the album {Name} by {Author} (12 tracks)': one message per known part. */
function collectionText(data: AuditEventData): string {
  const count = data.numTracks;
  if (data.type === 'artist') {
    // 'queued the top tracks of {artist}', with ' ({count} tracks)' when the count is known.
    const artist = data.name ?? t('audit.anArtist');
    return count === undefined
      ? t('audit.artistTopTracks', { artist })
      : t('audit.artistTopTracksCount', { artist, count });
  }
  const kind = data.type === 'album' ? 'album' : 'playlist';
  const by = data.author ?? data.artists;
  const values = {
    kind,
    name: data.name ?? (kind === 'album' ? t('audit.anAlbum') : t('audit.aPlaylist')),
  };
  if (by === undefined) {
    return count === undefined
      ? t('audit.queuedCollection', values)
      : t('audit.queuedCollectionCount', { ...values, count });
  }
  return count === undefined
    ? t('audit.queuedCollectionBy', { ...values, by })
    : t('audit.queuedCollectionByCount', { ...values, by, count });
}
