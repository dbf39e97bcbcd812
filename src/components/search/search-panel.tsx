import { memo, type Ref } from 'react';
import type { components } from '@/contract/schema';
import { SearchInput } from '@/components/ui/input';
import { formatDuration } from '@/lib/format/duration';
import { formatFollowers } from '@/lib/format/followers';
import { cn } from '@/lib/ui/cn';
import type { EnqueueRequest } from '@/lib/queue/enqueue-drop';
import { SearchResultRow } from './search-result-row';
import { t } from '@/lib/i18n';

/** How many of each section to show (the search* preferences). */
interface SearchCounts {
  radios: number;
  artists: number;
  tracks: number;
  albums: number;
  playlists: number;
}

interface SearchPanelProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The longest search the server takes: the box keeps to it. */
  maxLength?: number;
  busy: boolean;
  /** undefined: nothing searched yet (or the text was cleared). */
  results: components['schemas']['SearchResult'] | undefined;
  counts: SearchCounts;
  onEnqueue: (request: EnqueueRequest) => void;
  onOpen: (uri: string) => void;
  /** Shown for radios without a logo. */
  radioFallbackImage?: string;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

function Section({
  name,
  title,
  count,
  children,
}: {
  /** The heading's id, the same in every language. */
  name: string;
  title: string;
  count: number;
  children: React.ReactNode;
}) {
  if (count === 0) return null;
  const id = `search-section-${name}`;
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-1">
      <h3 id={id} className="px-2 text-xs font-semibold tracking-wide text-muted-fg uppercase">
        {title}
      </h3>
      <ul className="grid grid-cols-1 gap-0.5">{children}</ul>
    </section>
  );
}

/**
 * The search/add area: the box, a busy spinner, 'No results found', and the sections Radio
 * Stations, Artists, Tracks, Albums and Playlists cut to the user's counts.
 */
export const SearchPanel = memo(function SearchPanel({
  query,
  onQueryChange,
  maxLength,
  busy,
  results,
  counts,
  onEnqueue,
  onOpen,
  radioFallbackImage,
  inputRef,
  className,
}: SearchPanelProps) {
  const radios = results?.radios.slice(0, counts.radios) ?? [];
  const artists = results?.artists.slice(0, counts.artists) ?? [];
  const tracks = results?.tracks.slice(0, counts.tracks) ?? [];
  const albums = results?.playlists.filter((p) => p.isAlbum).slice(0, counts.albums) ?? [];
  const playlists = results?.playlists.filter((p) => !p.isAlbum).slice(0, counts.playlists) ?? [];
  const empty =
    results !== undefined &&
    radios.length + artists.length + tracks.length + albums.length + playlists.length === 0;
  return (
    <div data-slot="search-panel" role="search" className={cn('flex flex-col gap-3', className)}>
      <SearchInput
        ref={inputRef}
        aria-label={t('search.label')}
        placeholder={t('general.searchPlaceholder')}
        value={query}
        maxLength={maxLength}
        busy={busy}
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {empty && <p className="px-2 text-sm text-muted-fg">{t('general.emptySearchResults')}</p>}
      <Section name="radio-stations" title={t('search.radioStations')} count={radios.length}>
        {radios.map((radio) => (
          <SearchResultRow
            key={radio.uri}
            title={radio.title}
            subtitle={t('search.radio')}
            imageUrl={radio.imageUrl}
            fallbackImage={radioFallbackImage}
            enqueue={{
              kind: 'track',
              uri: radio.uri,
              streamingServiceType: radio.streamingServiceType,
            }}
            onEnqueue={onEnqueue}
          />
        ))}
      </Section>
      <Section name="artists" title={t('search.artists')} count={artists.length}>
        {artists.map((artist) => (
          <SearchResultRow
            key={artist.uri}
            title={artist.name}
            subtitle={formatFollowers(artist.numFollowers)}
            imageUrl={artist.imageUrl}
            enqueue={{
              kind: 'playlist',
              uri: artist.uri,
              streamingServiceType: artist.streamingServiceType,
            }}
            onEnqueue={onEnqueue}
            onOpen={onOpen}
          />
        ))}
      </Section>
      <Section name="tracks" title={t('search.tracks')} count={tracks.length}>
        {tracks.map((track) => (
          <SearchResultRow
            key={track.uri}
            title={track.title}
            subtitle={`${track.artists.join(', ')} · ${formatDuration(track.duration)}`}
            imageUrl={track.imageUrl}
            enqueue={{
              kind: 'track',
              uri: track.uri,
              streamingServiceType: track.streamingServiceType,
            }}
            onEnqueue={onEnqueue}
            onOpen={onOpen}
            canPlayNext
          />
        ))}
      </Section>
      <Section name="albums" title={t('search.albums')} count={albums.length}>
        {albums.map((album) => (
          <SearchResultRow
            key={album.uri}
            title={album.title}
            subtitle={t('search.authorTracks', { author: album.author, count: album.numTracks })}
            imageUrl={album.imageUrl}
            enqueue={{
              kind: 'playlist',
              uri: album.uri,
              streamingServiceType: album.streamingServiceType,
            }}
            onEnqueue={onEnqueue}
            onOpen={onOpen}
          />
        ))}
      </Section>
      <Section name="playlists" title={t('search.playlists')} count={playlists.length}>
        {playlists.map((playlist) => (
          <SearchResultRow
            key={playlist.uri}
            title={playlist.title}
            subtitle={t('search.authorTracks', {
              author: playlist.author,
              count: playlist.numTracks,
            })}
            imageUrl={playlist.imageUrl}
            enqueue={{
              kind: 'playlist',
              uri: playlist.uri,
              streamingServiceType: playlist.streamingServiceType,
            }}
            onEnqueue={onEnqueue}
            onOpen={onOpen}
          />
        ))}
      </Section>
    </div>
  );
});
