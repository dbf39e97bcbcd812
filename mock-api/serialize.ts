/** Domain objects to the wire shapes of openapi/openapi.yaml. */
import type { AuditRecord, MockInstance, Person, QueueItem, TrackData } from './model.ts';
import { isOnline, progressFraction } from './simulation.ts';
import type {
  WireAuditEntry,
  WireAuditEvent,
  WireInstance,
  WirePresence,
  WireQueueTrack,
  WireStreamingServiceType,
  WireTrack,
} from './wire.ts';

export const iso = (epochMs: number) => new Date(epochMs).toISOString();

export function presence(person: Person): WirePresence {
  return {
    discordUsername: person.discordUsername,
    discordDiscriminator: person.discordDiscriminator,
    discordAvatarHash: person.discordAvatarHash,
  };
}

export function queueTrack(item: QueueItem, isPlaying: boolean): WireQueueTrack {
  return {
    id: item.id,
    name: item.track.title,
    artists: item.track.artists.map((artist) => artist.name),
    duration: Math.round(item.track.duration),
    imageUrl: item.track.imagePath,
    uri: item.track.uri,
    isPlaying,
    streamingServiceType: item.track.streamingServiceType as WireStreamingServiceType,
    ...presence(item.adder),
  };
}

export function track(data: TrackData, isPlaying = false): WireTrack {
  return {
    id: data.id,
    uri: data.uri,
    title: data.title,
    artists: data.artists.map((artist) => ({ ...artist })),
    imageUrl: data.imagePath,
    duration: Math.round(data.duration),
    isExplicit: data.isExplicit,
    isPlaying,
    streamingServiceType: data.streamingServiceType as WireStreamingServiceType,
    albumUri: data.albumUri,
  };
}

export function instance(item: MockInstance, now: number): WireInstance {
  const { player } = item;
  const online = isOnline(item);
  return {
    id: item.id,
    name: item.name,
    isOnline: online,
    voiceChannelName: online && item.current ? item.voiceChannelName : null,
    playerStateType: item.current ? player.state : 2,
    playerProgress: progressFraction(item),
    playerProgressUpdated: iso(Math.max(player.anchor, now)),
    playerRate: player.rate,
    playerTempo: player.tempo,
    playerVolume: player.volume,
    playerPitch: player.pitch,
    playerCrossfade: player.crossfade,
    playerEqualizer: [...player.equalizer],
    playerPartyMode: player.partyMode,
  };
}

export function auditEntry(record: AuditRecord): WireAuditEntry {
  const event: WireAuditEvent = record.event;
  return {
    role: record.role,
    event: JSON.stringify(event),
    recordedDateTime: iso(record.recordedDateTime),
    isAuthorised: record.isAuthorised,
    ...presence(record.person),
  };
}
