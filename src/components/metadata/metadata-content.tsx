import type { components } from '@/contract/schema';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/i18n';
import type { MetadataHandlers } from './metadata-handlers';
import { AlbumView, ArtistView, PlaylistView, TrackView } from './metadata-views';

type Schemas = components['schemas'];

/** What the browser shows for its top breadcrumb. */
export type MetadataContentState =
  | { kind: 'unsupported' }
  | { kind: 'failed'; message: string }
  | { kind: 'loading' }
  | { kind: 'track'; track: Schemas['Track'] }
  | { kind: 'album'; album: Schemas['Album'] }
  | { kind: 'artist'; artist: Schemas['Artist'] }
  | { kind: 'playlist'; playlist: Schemas['Playlist'] };

interface MetadataContentProps {
  content: MetadataContentState;
  handlers: MetadataHandlers;
}

/**
 * The body of the metadata browser: a track, album, artist or playlist view, a spinner while it
 * loads, why it failed, or that only Spotify uris have details.
 */
export function MetadataContent({ content, handlers }: MetadataContentProps) {
  switch (content.kind) {
    case 'unsupported':
      return <p className="text-sm text-muted-fg">{t('general.metadataUnsupported')}</p>;
    case 'failed':
      return <ErrorMessage>{content.message}</ErrorMessage>;
    case 'loading':
      return (
        <Spinner label={t('instanceMessages.loadingDetails')} className="mx-auto my-8 size-6" />
      );
    case 'track':
      return <TrackView track={content.track} handlers={handlers} />;
    case 'album':
      return <AlbumView album={content.album} handlers={handlers} />;
    case 'artist':
      return <ArtistView artist={content.artist} handlers={handlers} />;
    case 'playlist':
      return <PlaylistView playlist={content.playlist} handlers={handlers} />;
  }
}
