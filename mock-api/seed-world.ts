/**
 * The seeded world: personas and other users, five instances that each show a different state,
 * a 300+ track queue, play history, audit logs and who is present. Deterministic for a given
 * seed and start time.
 */
import type { Snowflake } from '../src/lib/snowflake/id.ts';
import { sampleEvent, trackEvent } from './audits.ts';
import type {
  Catalogue,
  InstanceConfig,
  MockInstance,
  MockState,
  MockUser,
  Person,
  PersonaId,
  PlayRecord,
  QueueItem,
  TrackData,
} from './model.ts';
import { ALL_PERMISSIONS, ALLOW_DOWNLOAD, ROOT } from './permissions.ts';
import { createRandom, hexFrom, type Random } from './random.ts';
import { syncedLyricsFor } from './lyrics.ts';
import { seedCatalogue } from './seed-catalogue.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The seeded instance ids, named for what each demonstrates. */
export const INSTANCE_IDS = {
  /** Playing, 320 queued tracks from five adders, synced lyrics, a full audit log. */
  lounge: 'lounge',
  /** Paused, a short queue, rate 120 (nightcore), unsynced lyrics. */
  studyHall: 'study-hall',
  /** Managed by the panel but offline; history only. */
  basement: 'basement',
  /** Not managed by the server panel; online, playing a radio stream and other services. */
  garage: 'garage',
  /** Online and stopped with an empty queue and no audits: every empty state. */
  quietRoom: 'quiet-room',
} as const;

export interface PersonaSeed {
  id: PersonaId;
  /** The text of the sign-in page's button. */
  label: string;
  userId: string;
}

/** The sign-in page's personas, in button order. */
export const PERSONAS: readonly PersonaSeed[] = [
  { id: 'root-admin', label: 'root admin', userId: '1' },
  { id: 'dj', label: 'DJ', userId: '2' },
  { id: 'listener', label: 'listener', userId: '3' },
  { id: 'newcomer', label: 'newcomer', userId: '4' },
];

/** "May queue and search, nothing else." */
export const LISTENER_ROLES = ['web:queue:track', 'web:queue:playlist', 'web:queue:search'];

function person(name: string, discriminator: string, withAvatar = true): Person {
  return {
    discordId: String(200_000_000_000_000_000n + BigInt(parseInt(hexFrom(`id:${name}`, 8), 16))),
    discordUsername: name,
    discordDiscriminator: discriminator,
    discordAvatarHash: withAvatar ? hexFrom(`avatar:${name}`, 32) : null,
  };
}

function user(
  id: string,
  who: Person,
  persona: PersonaId | null,
  globalRoles: string[],
  roles: Record<string, string[]>,
  registeredDaysAgo: number,
  lastLoginHoursAgo: number | null,
  now: number,
): MockUser {
  return {
    ...who,
    id,
    persona,
    globalRoles,
    instanceRoles: new Map(Object.entries(roles)),
    registeredDateTime: now - registeredDaysAgo * DAY,
    lastLoginDateTime: lastLoginHoursAgo === null ? null : now - lastLoginHoursAgo * HOUR,
    loginCode: hexFrom(`login-code:${id}`, 8).toUpperCase(),
  };
}

function seedUsers(now: number): MockUser[] {
  const all = [...ALL_PERMISSIONS];
  const { lounge, studyHall, basement, garage, quietRoom } = INSTANCE_IDS;
  return [
    user(
      '1',
      person('Root Admin', '0001'),
      'root-admin',
      [ROOT],
      { [lounge]: [], [basement]: [] },
      400,
      2,
      now,
    ),
    user(
      '2',
      person('DJ Nova', '4242'),
      'dj',
      [ALLOW_DOWNLOAD],
      { [lounge]: all, [studyHall]: all, [garage]: all, [quietRoom]: all },
      220,
      20,
      now,
    ),
    user(
      '3',
      person('Lena Listener', '1234'),
      'listener',
      [],
      { [lounge]: LISTENER_ROLES, [studyHall]: LISTENER_ROLES },
      35,
      50,
      now,
    ),
    user('4', person('Newt Newcomer', '0420'), 'newcomer', [], {}, 1, null, now),
    user(
      '5',
      person('Maya', '7777'),
      null,
      [],
      { [lounge]: all.filter((p) => p !== 'web:controls:skip-other'), [basement]: all },
      300,
      5,
      now,
    ),
    user(
      '6',
      person('Kofi', '3141'),
      null,
      [],
      { [lounge]: ['web:queue:track', 'web:controls:skip'], [basement]: LISTENER_ROLES },
      150,
      300,
      now,
    ),
    user(
      '7',
      person('Sven', '2718'),
      null,
      [ALLOW_DOWNLOAD],
      { [studyHall]: all, [garage]: ['web:queue:track'] },
      90,
      30,
      now,
    ),
    user(
      '8',
      person('Priya', '5555', false),
      null,
      [],
      { [lounge]: ['web:queue:track', 'web:queue:search'] },
      12,
      100,
      now,
    ),
  ];
}

/** People in voice channels who never signed in to the dashboard. */
const GUESTS = [
  person('Echo', '1010'),
  person('Bram', '8080'),
  person('Zoë', '6060'),
  person('Ike', '9090', false),
];

/** The chat platform's epoch (2015-01-01T00:00:00Z): its ids count milliseconds from it. */
const PLATFORM_EPOCH_MS = 1_420_070_400_000n;

/**
 * An id as the platform mints one: the milliseconds since its epoch above 22 bits of worker,
 * process and counter. Made in 2016–2022 it has 18 digits, from 2023 on 19; all are above
 * 2^53, so a JavaScript number would round them.
 */
function snowflakeAt(isoDate: string, daysLater: number, counter: number): Snowflake {
  const ms = BigInt(Date.parse(isoDate) + daysLater * DAY) - PLATFORM_EPOCH_MS;
  return ((ms << 22n) | BigInt(counter & 0xfff)).toString();
}

function config(name: string, channel: Snowflake, guild: Snowflake): InstanceConfig {
  return {
    discordToken: `mock.${hexFrom(`token:${name}`, 24)}`,
    discordChannelId: channel,
    discordGuildId: guild,
    discordNickname: `${name} Bot`,
    spotifyUsername: `${name.toLowerCase().replace(/\W+/g, '')}@example.com`,
    spotifyPassword: hexFrom(`password:${name}`, 16),
    spotifyClientId: hexFrom(`client:${name}`, 32),
    spotifyClientSecret: hexFrom(`secret:${name}`, 32),
  };
}

export function blankInstance(
  id: string,
  name: string,
  voiceChannelName: string,
  index: number,
  now: number,
  managed: boolean,
): MockInstance {
  return {
    id,
    name,
    voiceChannelName,
    // Guilds made in 2017 (18 digits), their voice channels in 2023 (19 digits).
    config: config(
      name,
      snowflakeAt('2023-06-01T18:30:00Z', index, 7 + index),
      snowflakeAt('2017-03-14T09:15:00Z', index, 3 + index),
    ),
    secretKey: hexFrom(`key:${id}`, 40),
    createdAt: now - (200 - index * 20) * DAY,
    isManaged: managed,
    identifier: managed ? hexFrom(`identifier:${id}`, 8) : null,
    powerState: managed ? 'running' : 'offline',
    powerPlan: [],
    unmanagedOnline: !managed,
    limits: {
      cpuMax: 100 * (1 + (index % 2)),
      memoryMaxBytes: 1024 ** 3,
      diskMaxBytes: 4 * 1024 ** 3,
    },
    player: {
      state: 2,
      progressMs: 0,
      anchor: now,
      rate: 100,
      tempo: 100,
      volume: 50,
      pitch: 0,
      crossfade: 0,
      equalizer: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      partyMode: false,
    },
    current: null,
    queue: [],
    history: [],
    audits: [],
    presentUsers: [],
  };
}

export function queueItem(
  state: { nextId: number },
  track: TrackData,
  adder: Person,
  addedAt: number,
): QueueItem {
  state.nextId += 1;
  return { id: `q${state.nextId}`, track, adder, addedAt };
}

/** Tracks for non-Spotify services, for the garage's mixed queue. */
function otherServiceTracks(): TrackData[] {
  const base = { albumUri: null, isExplicit: false, lyrics: [] };
  return [
    {
      ...base,
      id: 'yt-dQw4w9WgXcQ',
      uri: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      title: 'Live at the Harbor (full set)',
      artists: [{ name: 'Neon Harbor', uri: 'https://www.youtube.com/@neonharbor' }],
      imagePath: '/mock-assets/covers/youtube-live.svg',
      duration: 2_712_000,
      streamingServiceType: 1,
    },
    {
      ...base,
      id: 'sc-paper-lanterns-demo',
      uri: 'https://soundcloud.com/paper-lanterns/demo-tape',
      title: 'Demo Tape #3',
      artists: [{ name: 'Paper Lanterns', uri: 'https://soundcloud.com/paper-lanterns' }],
      imagePath: '/mock-assets/covers/soundcloud-demo.svg',
      duration: 198_000,
      streamingServiceType: 2,
    },
    {
      ...base,
      id: 'ext-podcast-42',
      uri: 'https://files.example.com/podcast/episode-42.mp3',
      title: 'episode-42.mp3',
      artists: [{ name: 'files.example.com', uri: 'https://files.example.com' }],
      imagePath: null,
      duration: 0,
      streamingServiceType: 100,
    },
  ];
}

function radioTrack(catalogue: Catalogue): TrackData {
  const radio = catalogue.radios[0];
  if (!radio) throw new Error('the catalogue has no radios');
  return {
    id: radio.id,
    uri: radio.uri,
    title: radio.title,
    artists: [{ name: radio.title, uri: radio.homepageUrl }],
    albumUri: null,
    imagePath: radio.imagePath,
    duration: 0,
    isExplicit: false,
    streamingServiceType: 99,
    lyrics: [],
  };
}

function seedHistory(
  instance: MockInstance,
  tracks: TrackData[],
  adders: Person[],
  random: Random,
  now: number,
  count: number,
) {
  // A few favourites come up again and again so "Most Popular" has a clear order.
  const favourites = tracks.slice(0, 6);
  let at = now - 30 * DAY;
  const records: PlayRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const track = random.chance(0.35) ? random.pick(favourites) : random.pick(tracks);
    at += random.int(20, 600) * MINUTE;
    if (at > now - 10 * MINUTE) break;
    records.push({ track, adder: random.pick(adders), playedAt: at });
  }
  instance.history = records;
}

function seedAudits(
  instance: MockInstance,
  people: { allowed: Person[]; refused: Person },
  catalogue: Catalogue,
  random: Random,
  now: number,
) {
  const tracks = [...catalogue.tracks.values()];
  const playlist = [...catalogue.playlists.values()][0];
  let at = now - 6 * HOUR;
  // Every permission once as an authorised action, then refusals a listener would meet.
  const authorised = ALL_PERMISSIONS.map((role) => ({
    role,
    isAuthorised: true,
    person: random.pick(people.allowed),
  }));
  const refused = [
    'web:controls:skip-other',
    'web:controls:volume',
    'web:queue:clear',
    'web:controls:stop',
    'web:queue:shuffle',
  ].map((role) => ({ role, isAuthorised: false, person: people.refused }));
  // Party mode's interleaving is its own event type ('party-shuffle').
  const partyShuffle = {
    role: 'web:queue:party-mode',
    isAuthorised: true,
    person: random.pick(people.allowed),
    partyShuffle: true,
  };
  for (const entry of random.shuffle([...authorised, ...refused, partyShuffle])) {
    at += random.int(2, 14) * MINUTE;
    const track = random.pick(tracks);
    const event =
      'partyShuffle' in entry
        ? { Event: 'party-shuffle', Enabled: true }
        : entry.role === 'web:queue:playlist' && playlist
          ? {
              Type: 'playlist' as const,
              NumTracks: playlist.trackIds.length,
              Name: playlist.name,
              Author: playlist.ownerName,
              Uri: playlist.uri,
              ImageUrl: playlist.imagePath,
            }
          : entry.role === 'web:queue:track'
            ? trackEvent(track)
            : sampleEvent(entry.role, track);
    const { role, isAuthorised, person: who } = entry;
    instance.audits.unshift({
      role,
      isAuthorised,
      person: who,
      event,
      recordedDateTime: Math.min(at, now - MINUTE),
    });
  }
}

/** How many of The Lounge's queued tracks, from the top, are sure to have synced lyrics. */
export const LOUNGE_SYNCED_AHEAD = 12;

/**
 * The Lounge is where a person tries the lyrics settings: the tracks that play there first (the
 * top of its queue) get synced lyrics, whatever their roll gave them. Only their lyrics change,
 * so the queue and every list on screen stay as seeded; a track another server plays now keeps
 * its own (the Study Hall's unsynced ones).
 */
function syncLoungeLyrics(lounge: MockInstance, instances: readonly MockInstance[]): void {
  const playing = new Set(instances.map((instance) => instance.current?.track));
  for (const { track } of lounge.queue.slice(0, LOUNGE_SYNCED_AHEAD)) {
    if (playing.has(track) || track.lyrics.some((line) => line.startTimeMs > 0)) continue;
    track.lyrics = syncedLyricsFor(track.id, track.duration);
  }
}

/** `loungeQueue`: tracks queued in The Lounge (MOCK_QUEUE_TRACKS; 320 unless a bench or a person asks for a big server). */
export function seedWorld(now: number, seed = 1, loungeQueue = 320): MockState {
  const random = createRandom(seed);
  const catalogue = seedCatalogue();
  const users = seedUsers(now);
  const byId = (id: string) => users.find((u) => u.id === id) as MockUser;
  const state: MockState = {
    users: new Map(users.map((u) => [u.id, u])),
    instances: new Map(),
    catalogue,
    random: createRandom(seed * 7919),
    nextId: 1000,
  };
  const spotify = [...catalogue.tracks.values()];
  const withSynced = spotify.filter((t) => t.lyrics.length > 0 && t.lyrics[0]?.startTimeMs !== 0);
  const withUnsynced = spotify.filter((t) => t.lyrics.length > 0 && t.lyrics[0]?.startTimeMs === 0);

  // The lounge: playing, 320 (loungeQueue) queued from five adders.
  const lounge = blankInstance(INSTANCE_IDS.lounge, 'The Lounge', 'Lounge Voice', 0, now, true);
  const loungeAdders = ['1', '2', '3', '5', '6'].map(byId);
  const current = withSynced[3] as TrackData;
  lounge.current = queueItem(state, current, byId('5'), now - 3 * MINUTE);
  for (let i = 0; i < loungeQueue; i += 1) {
    lounge.queue.push(
      queueItem(
        state,
        random.pick(spotify),
        loungeAdders[Math.floor(i / 7) % loungeAdders.length] as Person,
        now - (loungeQueue - i) * 20_000,
      ),
    );
  }
  lounge.player = { ...lounge.player, state: 0, progressMs: 48_000, anchor: now, volume: 65 };
  lounge.presentUsers = [byId('5'), byId('2'), byId('6'), ...GUESTS].map(
    ({ discordId, discordUsername, discordDiscriminator, discordAvatarHash }) => ({
      discordId,
      discordUsername,
      discordDiscriminator,
      discordAvatarHash,
    }),
  );
  seedHistory(lounge, spotify, loungeAdders, random, now, 220);
  seedAudits(
    lounge,
    { allowed: [byId('2'), byId('5'), byId('1')], refused: byId('3') },
    catalogue,
    random,
    now,
  );

  // The study hall: paused at rate 120, unsynced lyrics on the current track.
  const studyHall = blankInstance(
    INSTANCE_IDS.studyHall,
    'Study Hall',
    'Quiet Study',
    1,
    now,
    true,
  );
  studyHall.current = queueItem(state, withUnsynced[0] as TrackData, byId('7'), now - 20 * MINUTE);
  for (let i = 0; i < 12; i += 1)
    studyHall.queue.push(
      queueItem(state, random.pick(spotify), byId(i % 2 ? '7' : '2'), now - (12 - i) * MINUTE),
    );
  studyHall.player = {
    ...studyHall.player,
    state: 1,
    progressMs: 95_000,
    rate: 120,
    volume: 35,
    equalizer: [0, 0, 0, 0, 2, 3, 3, 2, 0, 0],
  };
  studyHall.presentUsers = [byId('7'), GUESTS[2] as Person].map((p) => ({ ...p }));
  seedHistory(studyHall, spotify, [byId('7'), byId('2')], random, now, 60);
  seedAudits(
    studyHall,
    { allowed: [byId('7'), byId('2')], refused: byId('3') },
    catalogue,
    random,
    now,
  );

  // The basement: managed but offline.
  const basement = blankInstance(INSTANCE_IDS.basement, 'Basement', 'Rehearsal Room', 2, now, true);
  basement.powerState = 'offline';
  seedHistory(basement, spotify, [byId('5'), byId('6')], random, now - 3 * DAY, 80);

  // The garage: not managed by the panel; a radio stream plays, other services are queued.
  const garage = blankInstance(INSTANCE_IDS.garage, 'Garage Band', 'Garage', 3, now, false);
  garage.current = queueItem(state, radioTrack(catalogue), byId('2'), now - 30 * MINUTE);
  for (const track of otherServiceTracks())
    garage.queue.push(
      queueItem(
        state,
        track,
        byId(track.streamingServiceType === 1 ? '7' : '2'),
        now - 10 * MINUTE,
      ),
    );
  garage.player = { ...garage.player, state: 0, volume: 80, partyMode: true };
  garage.presentUsers = [byId('2')].map((p) => ({ ...p }));
  seedHistory(garage, spotify, [byId('2'), byId('7')], random, now, 25);
  seedAudits(garage, { allowed: [byId('2')], refused: byId('7') }, catalogue, random, now);

  // The quiet room: online, stopped, empty, no audits.
  const quietRoom = blankInstance(INSTANCE_IDS.quietRoom, 'Quiet Room', 'Silence', 4, now, true);

  syncLoungeLyrics(lounge, [lounge, studyHall, basement, garage, quietRoom]);

  for (const instance of [lounge, studyHall, basement, garage, quietRoom]) {
    // What is playing now was the last track to start.
    if (instance.current) {
      const last = instance.history.at(-1)?.playedAt ?? 0;
      const { track, adder } = instance.current;
      instance.history.push({
        track,
        adder,
        playedAt: Math.max(last + 1, now - instance.player.progressMs),
      });
    }
    state.instances.set(instance.id, instance);
  }
  return state;
}
