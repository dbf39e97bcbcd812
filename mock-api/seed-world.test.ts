/** The seeded world holds every state the screens need to show. */
import { describe, expect, it } from 'vitest';
import { INSTRUMENTAL } from './lyrics.ts';
import { ALL_PERMISSIONS } from './permissions.ts';
import {
  INSTANCE_IDS,
  LISTENER_ROLES,
  LOUNGE_SYNCED_AHEAD,
  PERSONAS,
  seedWorld,
} from './seed-world.ts';

const now = Date.UTC(2026, 10, 22, 12);
const world = seedWorld(now);
const instance = (id: string) => world.instances.get(id)!;

describe('the seeded world', () => {
  it('is the same for the same seed and start time', () => {
    const again = seedWorld(now);
    expect([...again.instances.get(INSTANCE_IDS.lounge)!.queue.map((q) => q.track.uri)]).toEqual(
      instance(INSTANCE_IDS.lounge).queue.map((q) => q.track.uri),
    );
  });

  it('has a playing, a paused, an offline and an unmanaged instance', () => {
    expect(instance(INSTANCE_IDS.lounge).player.state).toBe(0);
    expect(instance(INSTANCE_IDS.studyHall).player.state).toBe(1);
    expect(instance(INSTANCE_IDS.basement)).toMatchObject({
      isManaged: true,
      powerState: 'offline',
    });
    expect(instance(INSTANCE_IDS.garage)).toMatchObject({
      isManaged: false,
      unmanagedOnline: true,
    });
    expect(instance(INSTANCE_IDS.quietRoom)).toMatchObject({
      current: null,
      queue: [],
      audits: [],
    });
  });

  it('queues 300+ tracks in the lounge from several adders', () => {
    const lounge = instance(INSTANCE_IDS.lounge);
    expect(lounge.queue.length).toBeGreaterThanOrEqual(300);
    expect(new Set(lounge.queue.map((q) => q.adder.discordId)).size).toBeGreaterThanOrEqual(4);
    expect(lounge.presentUsers.length).toBeGreaterThan(3);
  });

  it('has synced lyrics with instrumental gaps, unsynced lyrics and tracks without lyrics', () => {
    const tracks = [...world.catalogue.tracks.values()];
    const synced = tracks.filter(
      (t) => t.lyrics.length > 0 && t.lyrics.some((l) => l.startTimeMs > 0),
    );
    expect(synced.length).toBeGreaterThan(20);
    expect(synced.every((t) => t.lyrics.some((l) => l.words === INSTRUMENTAL))).toBe(true);
    expect(
      synced.every((t) =>
        t.lyrics.every((l, i, all) => i === 0 || l.startTimeMs >= all[i - 1]!.startTimeMs),
      ),
    ).toBe(true);
    expect(
      tracks.some((t) => t.lyrics.length > 0 && t.lyrics.every((l) => l.startTimeMs === 0)),
    ).toBe(true);
    expect(tracks.some((t) => t.lyrics.length === 0)).toBe(true);
    const playing = instance(INSTANCE_IDS.lounge).current!.track;
    expect(playing.lyrics.some((l) => l.words === INSTRUMENTAL)).toBe(true);
    expect(
      instance(INSTANCE_IDS.studyHall).current!.track.lyrics.every((l) => l.startTimeMs === 0),
    ).toBe(true);
  });

  it('plays synced lyrics in The Lounge now and for the tracks that come next', () => {
    const lounge = instance(INSTANCE_IDS.lounge);
    const next = lounge.queue.slice(0, LOUNGE_SYNCED_AHEAD).map((item) => item.track);
    expect(LOUNGE_SYNCED_AHEAD).toBeGreaterThanOrEqual(10);
    for (const track of [lounge.current!.track, ...next]) {
      expect(
        track.lyrics.some((line) => line.startTimeMs > 0),
        `${track.title} has synced lyrics`,
      ).toBe(true);
    }
  });

  it('logs every event type, refused ones and party-shuffle included', () => {
    const audits = instance(INSTANCE_IDS.lounge).audits;
    expect(new Set(audits.filter((a) => a.isAuthorised).map((a) => a.role))).toEqual(
      new Set(ALL_PERMISSIONS),
    );
    expect(audits.some((a) => !a.isAuthorised)).toBe(true);
    expect(audits.some((a) => a.event.Event === 'party-shuffle')).toBe(true);
    const fields = new Set(audits.flatMap((a) => Object.keys(a.event)));
    for (const field of [
      'Name',
      'Artists',
      'Uri',
      'ImageUrl',
      'Volume',
      'Rate',
      'Tempo',
      'Pitch',
      'Crossfade',
      'Seek',
      'Mine',
      'Type',
      'NumTracks',
      'Author',
      'SearchQuery',
      'Enabled',
    ]) {
      expect(fields, field).toContain(field);
    }
  });

  it('has a catalogue with every search section and Spotify-like uris', () => {
    const { tracks, albums, artists, playlists, radios } = world.catalogue;
    expect(tracks.size).toBeGreaterThan(100);
    expect(albums.size).toBeGreaterThan(10);
    expect(artists.size).toBeGreaterThan(10);
    expect(playlists.size).toBeGreaterThan(5);
    expect(radios.length).toBeGreaterThan(5);
    expect([...tracks.values()].every((t) => /^spotify:track:[A-Za-z0-9]{22}$/.test(t.uri))).toBe(
      true,
    );
    expect(radios.some((r) => r.imagePath === null)).toBe(true);
    expect([...tracks.values()].some((t) => t.duration >= 3_600_000)).toBe(true);
  });

  it('has 6+ users, the four personas with the roles the sign-in page promises', () => {
    expect(world.users.size).toBeGreaterThanOrEqual(6);
    const user = (persona: string) =>
      world.users.get(PERSONAS.find((p) => p.id === persona)!.userId)!;
    expect(user('root-admin').globalRoles).toEqual(['flags:root']);
    expect(user('dj').globalRoles).toEqual(['flags:allow-download']);
    for (const roles of user('dj').instanceRoles.values())
      expect(roles).toEqual([...ALL_PERMISSIONS]);
    for (const roles of user('listener').instanceRoles.values())
      expect(roles).toEqual(LISTENER_ROLES);
    expect(user('newcomer').instanceRoles.size).toBe(0);
  });
});
