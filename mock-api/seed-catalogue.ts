/** The search and metadata catalogue: artists, albums, tracks, playlists and radio stations. */
import { lyricsFor } from './lyrics.ts';
import type {
  ArtistRef,
  Catalogue,
  CatalogueAlbum,
  CatalogueArtist,
  CataloguePlaylist,
  CatalogueRadio,
  TrackData,
} from './model.ts';
import { createRandom, spotifyId } from './random.ts';

export const coverPath = (seed: string) => `/mock-assets/covers/${encodeURIComponent(seed)}.svg`;

const ARTISTS = [
  'Neon Harbor',
  'The Velvet Satellites',
  'Mira Solano',
  'Paper Lanterns',
  'Kestrel & Fox',
  'Quiet Static',
  'Juno Park',
  'Brass Comet',
  'Lowland Choir',
  'Midnight Tram',
  'Ola Ferreira',
  'Sable Coast',
  'DJ Petrichor',
  'Ümlaut Überdrive',
];

const ALBUMS = [
  'Harbor Lights',
  'Signals',
  'Orbiting Slowly',
  'Velvet Hours',
  'Salt & Honey',
  'Long Way Home',
  'Lanterns',
  'Field Recordings',
  'Twin Rivers',
  'Static Bloom',
  'Park Avenue Tapes',
  'Seoul to Lisbon',
  'Comet Tail',
  'Brass in Pocket Money',
  'Hymns for Lowlands',
  'Last Tram',
  'Night Shift',
  'Saudade',
  'Coastline',
  'Petrichor',
  'Rain Songs',
  'Überdrive!',
  'Dust & Chrome',
  'Afterglow',
];

const FIRST = [
  'Golden',
  'Electric',
  'Paper',
  'Silent',
  'Wild',
  'Neon',
  'Broken',
  'Lucky',
  'Endless',
  'Velvet',
  'Crystal',
  'Midnight',
  'Summer',
  'Hollow',
  'Secret',
  'Northern',
];
const SECOND = [
  'Hour',
  'Heart',
  'Rivers',
  'Signals',
  'Highway',
  'Parade',
  'Garden',
  'Skyline',
  'Letters',
  'Tides',
  'Echoes',
  'Engines',
  'Fever',
  'Lanterns',
  'Avenue',
  'Satellite',
];

const PLAYLISTS: { name: string; owner: string; size: number }[] = [
  { name: 'Road Trip', owner: 'DJ Nova', size: 40 },
  { name: 'Focus Flow', owner: 'Spotify', size: 25 },
  { name: 'Friday Night Lounge', owner: 'Maya', size: 30 },
  { name: 'Rainy Day Jazz?', owner: 'Kofi', size: 12 },
  { name: 'Throwback Anthems', owner: 'Spotify', size: 50 },
  { name: 'Chill Electronica', owner: 'Sven', size: 20 },
  { name: 'Tiny Playlist', owner: 'Lena Listener', size: 2 },
  { name: 'Workout Mix', owner: 'Spotify', size: 35 },
];

const RADIOS: { title: string; homepage: string; hasImage: boolean }[] = [
  { title: 'Harbor FM', homepage: 'https://radio.example.com/harbor', hasImage: true },
  { title: 'Lo-Fi Lounge Radio', homepage: 'https://radio.example.com/lofi', hasImage: true },
  { title: 'Jazz 24/7', homepage: 'https://radio.example.com/jazz', hasImage: false },
  { title: 'Classic Rock Station', homepage: 'https://radio.example.com/rock', hasImage: true },
  { title: 'Morning Talk', homepage: 'https://radio.example.com/talk', hasImage: false },
  { title: 'Synthwave Nights', homepage: 'https://radio.example.com/synth', hasImage: true },
  { title: 'Radio Paradiso', homepage: 'https://radio.example.com/paradiso', hasImage: true },
  { title: 'Deep Focus Radio', homepage: 'https://radio.example.com/focus', hasImage: true },
  { title: 'Neon Harbor Radio', homepage: 'https://radio.example.com/neon', hasImage: true },
  { title: 'Folk Roots', homepage: 'https://radio.example.com/folk', hasImage: false },
  { title: 'Club Beats', homepage: 'https://radio.example.com/club', hasImage: true },
];

/** Builds the catalogue; the same every time. */
export function seedCatalogue(): Catalogue {
  const random = createRandom(20261122);
  const tracks = new Map<string, TrackData>();
  const albums = new Map<string, CatalogueAlbum>();
  const artists = new Map<string, CatalogueArtist>();
  const playlists = new Map<string, CataloguePlaylist>();

  const artistRefs: ArtistRef[] = ARTISTS.map((name) => {
    const id = spotifyId(`artist:${name}`);
    const ref = { name, uri: `spotify:artist:${id}` };
    artists.set(id, {
      id,
      uri: ref.uri,
      name,
      numFollowers: random.int(120, 4_800_000),
      imagePath: coverPath(`artist-${id}`),
      topTrackIds: [],
    });
    return ref;
  });

  ALBUMS.forEach((albumName, index) => {
    const main = artistRefs[index % artistRefs.length] as ArtistRef;
    const id = spotifyId(`album:${albumName}`);
    const uri = `spotify:album:${id}`;
    const imagePath = coverPath(`album-${id}`);
    const used = new Set<string>();
    const trackIds: string[] = [];
    const count = random.int(6, 13);
    for (let n = 0; n < count; n += 1) {
      let title = `${random.pick(FIRST)} ${random.pick(SECOND)}`;
      while (used.has(title)) title = `${random.pick(FIRST)} ${random.pick(SECOND)}`;
      used.add(title);
      const featured = random.chance(0.2) ? [random.pick(artistRefs)] : [];
      const trackArtists = [main, ...featured.filter((a) => a.uri !== main.uri)];
      const trackId = spotifyId(`track:${albumName}:${title}`);
      // A short interlude and an hour-long mix make the duration formats reachable.
      const duration =
        index === 7 && n === 0
          ? 31_000
          : index === 19 && n === count - 1
            ? 3_723_000
            : random.int(140, 300) * 1000 + random.int(0, 999);
      tracks.set(trackId, {
        id: trackId,
        uri: `spotify:track:${trackId}`,
        title:
          index === 7 && n === 0
            ? 'Interlude'
            : index === 19 && n === count - 1
              ? 'Rain Songs (Extended Ambient Mix)'
              : title,
        artists: trackArtists,
        albumUri: uri,
        imagePath,
        duration,
        isExplicit: random.chance(0.15),
        streamingServiceType: 0,
        lyrics: lyricsFor(trackId, duration),
      });
      trackIds.push(trackId);
    }
    albums.set(id, {
      id,
      uri,
      name: albumName,
      artists: [main],
      releaseDate: `${random.int(1998, 2026)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      imagePath,
      trackIds,
    });
  });

  for (const artist of artists.values()) {
    artist.topTrackIds = [...tracks.values()]
      .filter((track) => track.artists.some((a) => a.uri === artist.uri))
      .slice(0, 10)
      .map((track) => track.id);
  }

  const allTrackIds = [...tracks.keys()];
  for (const { name, owner, size } of PLAYLISTS) {
    const id = spotifyId(`playlist:${name}`);
    playlists.set(id, {
      id,
      uri: `spotify:playlist:${id}`,
      name,
      ownerName: owner,
      imagePath: coverPath(`playlist-${id}`),
      trackIds: random.shuffle([...allTrackIds]).slice(0, size),
    });
  }

  const radios: CatalogueRadio[] = RADIOS.map(({ title, homepage, hasImage }) => {
    const id = spotifyId(`radio:${title}`);
    return {
      id,
      uri: `${homepage}/stream`,
      title,
      imagePath: hasImage ? coverPath(`radio-${id}`) : null,
      homepageUrl: homepage,
    };
  });

  // In the Road Trip playlist (the downloader's showcase) one track answers 500 and one answers
  // a body too short to be audio, so the failed state and Retry are reachable.
  const roadTrip = playlists.get(spotifyId('playlist:Road Trip'));
  const brokenDownloads = new Map<string, 'error' | 'short'>();
  if (roadTrip) {
    brokenDownloads.set(roadTrip.trackIds[6] as string, 'error');
    brokenDownloads.set(roadTrip.trackIds[11] as string, 'short');
  }

  return { tracks, albums, artists, playlists, radios, brokenDownloads };
}
