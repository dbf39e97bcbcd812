/**
 * The mock's own domain types. They are shaped for simulation, not for the wire: the route
 * files turn them into the response shapes of openapi/openapi.yaml.
 */
import type { Snowflake } from '../src/lib/snowflake/id.ts';
import type { Random } from './random.ts';
import type { WireAuditEvent } from './wire.ts';

/** 0 Spotify, 1 YouTube, 2 SoundCloud, 99 Radio, 100 External. */
export type StreamingServiceType = 0 | 1 | 2 | 99 | 100;
/** 0 Playing, 1 Paused, 2 Stopped. */
type PlayerStateType = 0 | 1 | 2;
export type PowerState = 'running' | 'offline' | 'stopping' | 'starting';

export interface LyricLine {
  words: string;
  startTimeMs: number;
}

export interface ArtistRef {
  name: string;
  uri: string;
}

/** Somebody on the chat platform: a registered user, or someone only present in a channel. */
export interface Person {
  discordId: string;
  discordUsername: string;
  discordDiscriminator: string;
  discordAvatarHash: string | null;
}

export type PersonaId = 'root-admin' | 'dj' | 'listener' | 'newcomer';

export interface MockUser extends Person {
  id: string;
  /** Global roles put in the token (flags:root, flags:allow-download). */
  globalRoles: string[];
  /** Per-instance permission strings, keyed by instance id; membership is the key's presence. */
  instanceRoles: Map<string, string[]>;
  registeredDateTime: number;
  lastLoginDateTime: number | null;
  /** The reusable login code of GET /api/auth/code. */
  loginCode: string;
  persona: PersonaId | null;
}

/** A track as the catalogue and the queue know it. */
export interface TrackData {
  /** Catalogue id (the Spotify-like id), or a synthesized id for other services. */
  id: string;
  uri: string;
  title: string;
  artists: ArtistRef[];
  albumUri: string | null;
  /** Path under /mock-assets (made absolute per request). */
  imagePath: string | null;
  /** Milliseconds; 0 means unknown (radios, live streams). */
  duration: number;
  isExplicit: boolean;
  streamingServiceType: StreamingServiceType;
  lyrics: LyricLine[];
}

export interface QueueItem {
  /** The queue entry id (the {trackId} of next and delete). */
  id: string;
  track: TrackData;
  adder: Person;
  addedAt: number;
}

export interface PlayRecord {
  track: TrackData;
  adder: Person;
  playedAt: number;
}

export interface AuditRecord {
  role: string;
  /** Serialised as a JSON string on the wire. */
  event: WireAuditEvent;
  recordedDateTime: number;
  isAuthorised: boolean;
  person: Person;
}

interface PlayerState {
  state: PlayerStateType;
  /** Progress of the current track in ms at `anchor`. */
  progressMs: number;
  /** When progressMs was last brought up to date (epoch ms). */
  anchor: number;
  rate: number;
  tempo: number;
  volume: number;
  pitch: number;
  crossfade: number;
  equalizer: number[];
  partyMode: boolean;
}

interface PowerStep {
  state: PowerState;
  at: number;
}

export interface InstanceConfig {
  discordToken: string;
  /** Chat-platform ids as their digits (a number would round them; see src/lib/snowflake/id.ts). */
  discordChannelId: Snowflake;
  discordGuildId: Snowflake;
  discordNickname: string;
  spotifyUsername: string;
  spotifyPassword: string;
  spotifyClientId: string;
  spotifyClientSecret: string;
}

export interface MockInstance {
  id: string;
  name: string;
  voiceChannelName: string;
  config: InstanceConfig;
  secretKey: string;
  createdAt: number;
  /** Managed by the server panel (it can start and stop it and report resources). */
  isManaged: boolean;
  identifier: string | null;
  powerState: PowerState;
  /** Power states still to come (a start passes through starting before running). */
  powerPlan: PowerStep[];
  /** Whether an unmanaged bot is connected (managed ones are online while running). */
  unmanagedOnline: boolean;
  limits: { cpuMax: number; memoryMaxBytes: number; diskMaxBytes: number };
  player: PlayerState;
  current: QueueItem | null;
  queue: QueueItem[];
  history: PlayRecord[];
  audits: AuditRecord[];
  presentUsers: Person[];
}

export interface CatalogueAlbum {
  id: string;
  uri: string;
  name: string;
  artists: ArtistRef[];
  releaseDate: string;
  imagePath: string;
  trackIds: string[];
}

export interface CatalogueArtist {
  id: string;
  uri: string;
  name: string;
  numFollowers: number;
  imagePath: string;
  topTrackIds: string[];
}

export interface CataloguePlaylist {
  id: string;
  uri: string;
  name: string;
  ownerName: string;
  imagePath: string;
  trackIds: string[];
}

export interface CatalogueRadio {
  id: string;
  uri: string;
  title: string;
  imagePath: string | null;
  homepageUrl: string;
}

export interface Catalogue {
  tracks: Map<string, TrackData>;
  albums: Map<string, CatalogueAlbum>;
  artists: Map<string, CatalogueArtist>;
  playlists: Map<string, CataloguePlaylist>;
  radios: CatalogueRadio[];
  /** Track ids whose download fails on purpose: status 500, or a body under 1000 bytes. */
  brokenDownloads: Map<string, 'error' | 'short'>;
}

export interface MockState {
  users: Map<string, MockUser>;
  instances: Map<string, MockInstance>;
  catalogue: Catalogue;
  /** Randomness after seeding (random lists, error rate), seeded so runs repeat. */
  random: Random;
  /** Counter for ids made at run time (queue entries, new instances). */
  nextId: number;
}
