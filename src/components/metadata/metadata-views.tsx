import type { components } from '@/contract/schema';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CoverImage } from '@/components/ui/cover-image';
import { formatDuration, formatDurationLong } from '@/lib/format/duration';
import { formatFollowers } from '@/lib/format/followers';
import { t, type MessageId } from '@/lib/i18n';
import { ArtistLinks } from './artist-links';
import { MetadataTrackRow } from './metadata-track-row';
import type { MetadataHandlers } from './metadata-handlers';

type Schemas = components['schemas'];

/** What a view shows: its kind's word above the title, and its cover's alt text. */
type ViewKind = 'track' | 'album' | 'artist' | 'playlist';
const KIND: Record<ViewKind, { word: MessageId; cover: MessageId }> = {
  track: { word: 'metadata.kindTrack', cover: 'metadata.trackCover' },
  album: { word: 'metadata.kindAlbum', cover: 'metadata.albumCover' },
  artist: { word: 'metadata.kindArtist', cover: 'metadata.artistCover' },
  playlist: { word: 'metadata.kindPlaylist', cover: 'metadata.playlistCover' },
};

function Heading({
  imageUrl,
  kind,
  title,
  children,
}: {
  imageUrl: string | null;
  kind: ViewKind;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
      <CoverImage
        src={imageUrl}
        alt={t(KIND[kind].cover, { title })}
        className="size-36 shrink-0"
      />
      <div className="grid min-w-0 gap-1">
        <p className="text-xs font-semibold tracking-wide text-muted-fg uppercase">
          {t(KIND[kind].word)}
        </p>
        <h3 className="text-2xl font-bold break-words">{title}</h3>
        {children}
      </div>
    </div>
  );
}

function TrackList({
  tracks,
  handlers,
}: {
  tracks: readonly Schemas['Track'][];
  handlers: MetadataHandlers;
}) {
  return (
    <ol aria-label={t('metadata.tracks')} className="grid grid-cols-1 gap-0.5">
      {tracks.map((track, index) => (
        <MetadataTrackRow key={`${track.id}-${index}`} track={track} handlers={handlers} />
      ))}
    </ol>
  );
}

/** Track view: image, title, Explicit, artists, duration, View Album, Play Next, Queue. */
export function TrackView({
  track,
  handlers,
}: {
  track: Schemas['Track'];
  handlers: MetadataHandlers;
}) {
  return (
    <div data-slot="metadata-track-view" className="grid gap-4">
      <Heading imageUrl={track.imageUrl} kind="track" title={track.title}>
        <p className="flex flex-wrap items-center gap-2 text-sm">
          {track.isExplicit && <Badge variant="neutral">{t('metadata.explicit')}</Badge>}
          <ArtistLinks artists={track.artists} onOpen={handlers.onOpen} />
          <span className="text-muted-fg">· {formatDuration(track.duration)}</span>
        </p>
      </Heading>
      <div className="flex flex-wrap gap-2">
        {track.albumUri && (
          <Button variant="outline" onClick={() => handlers.onOpen(track.albumUri as string)}>
            {t('metadata.viewAlbum')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => handlers.onQueueTrack(track, true)}>
          {t('metadata.playNextButton')}
        </Button>
        <Button onClick={() => handlers.onQueueTrack(track, false)}>{t('metadata.queue')}</Button>
      </div>
    </div>
  );
}

/** Album view: name, artists, release year, song count and length, Queue Album, tracks. */
export function AlbumView({
  album,
  handlers,
}: {
  album: Schemas['Album'];
  handlers: MetadataHandlers;
}) {
  return (
    <div data-slot="metadata-album-view" className="grid gap-4">
      <Heading imageUrl={album.imageUrl} kind="album" title={album.name}>
        <p className="text-sm">
          <ArtistLinks artists={album.artists} onOpen={handlers.onOpen} />
          <span className="text-muted-fg">
            {' · '}
            {t('metadata.albumSummary', {
              year: album.releaseDate.slice(0, 4),
              count: album.numTracks,
              duration: formatDurationLong(album.duration),
            })}
          </span>
        </p>
      </Heading>
      <Button className="justify-self-start" onClick={() => handlers.onQueueCollection(album.uri)}>
        {t('metadata.queueAlbum')}
      </Button>
      <TrackList tracks={album.tracks} handlers={handlers} />
    </div>
  );
}

/** Artist view: name, followers, Popular top tracks, Queue Top Tracks. */
export function ArtistView({
  artist,
  handlers,
}: {
  artist: Schemas['Artist'];
  handlers: MetadataHandlers;
}) {
  return (
    <div data-slot="metadata-artist-view" className="grid gap-4">
      <Heading imageUrl={artist.imageUrl} kind="artist" title={artist.name}>
        <p className="text-sm text-muted-fg">{formatFollowers(artist.numFollowers)}</p>
      </Heading>
      <Button className="justify-self-start" onClick={() => handlers.onQueueCollection(artist.uri)}>
        {t('metadata.queueTopTracks')}
      </Button>
      <h4 className="text-lg font-semibold">{t('metadata.popular')}</h4>
      <TrackList tracks={artist.tracks} handlers={handlers} />
    </div>
  );
}

/** Playlist view: name, owner, song count and length, Queue Playlist, tracks. */
export function PlaylistView({
  playlist,
  handlers,
}: {
  playlist: Schemas['Playlist'];
  handlers: MetadataHandlers;
}) {
  return (
    <div data-slot="metadata-playlist-view" className="grid gap-4">
      <Heading imageUrl={playlist.imageUrl} kind="playlist" title={playlist.name}>
        <p className="text-sm text-muted-fg">
          {t('metadata.playlistSummary', {
            owner: playlist.ownerName,
            count: playlist.numTracks,
            duration: formatDurationLong(playlist.duration),
          })}
        </p>
      </Heading>
      <Button
        className="justify-self-start"
        onClick={() => handlers.onQueueCollection(playlist.uri)}
      >
        {t('metadata.queuePlaylist')}
      </Button>
      <TrackList tracks={playlist.tracks} handlers={handlers} />
    </div>
  );
}
