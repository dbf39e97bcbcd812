/** Audit entries: what each action writes, authorised or refused. */
import type { AuditRecord, MockInstance, Person, TrackData } from './model.ts';
import type { WireAuditEvent } from './wire.ts';

/** Newest first; the oldest beyond this are dropped so a long session stays small. */
const MAX_AUDITS = 500;

export function trackEvent(track: TrackData): WireAuditEvent {
  return {
    Name: track.title,
    Artists: track.artists.map((artist) => artist.name).join(', '),
    Uri: track.uri,
    ImageUrl: track.imagePath ?? '',
  };
}

export function writeAudit(
  instance: MockInstance,
  entry: { role: string; event: WireAuditEvent; isAuthorised: boolean; person: Person; at: number },
): AuditRecord {
  const record: AuditRecord = {
    role: entry.role,
    event: entry.event,
    isAuthorised: entry.isAuthorised,
    person: entry.person,
    recordedDateTime: entry.at,
  };
  instance.audits.unshift(record);
  if (instance.audits.length > MAX_AUDITS) instance.audits.length = MAX_AUDITS;
  return record;
}

/**
 * The event payload a permission writes, with example values, used to seed a log that holds
 * every event type of 2-secondary.md section 3.
 */
export function sampleEvent(permission: string, track: TrackData): WireAuditEvent {
  switch (permission) {
    case 'web:controls:skip':
    case 'web:controls:skip-other':
    case 'web:controls:restart':
    case 'web:queue:track':
    case 'web:queue:top':
    case 'web:queue:delete':
      return trackEvent(track);
    case 'web:controls:volume':
      return { Volume: 65 };
    case 'web:controls:rate':
      return { Rate: 110 };
    case 'web:controls:tempo':
      return { Tempo: 95 };
    case 'web:controls:pitch':
      return { Pitch: 2 };
    case 'web:controls:crossfade':
      return { Crossfade: 5 };
    case 'web:controls:seek':
      return { Seek: 0.42 };
    case 'web:controls:preset:nightcore':
      return { Rate: 120 };
    case 'web:queue:clear':
      return { Mine: false };
    case 'web:queue:playlist':
      return {
        Type: 'playlist',
        NumTracks: 40,
        Name: 'Road Trip',
        Author: 'DJ Nova',
        Uri: 'spotify:playlist:road-trip',
        ImageUrl: '',
      };
    case 'web:queue:search':
      return { SearchQuery: 'neon harbor' };
    case 'web:queue:party-mode':
      return { Enabled: true };
    default:
      return {};
  }
}
