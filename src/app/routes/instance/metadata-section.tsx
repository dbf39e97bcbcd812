/**
 * The metadata browser with its data (a lazy chunk: it loads the first time a cover is clicked).
 * Parses the top breadcrumb's uri, fetches that view, labels the breadcrumb once loaded, and
 * queues what the views offer.
 */
import { useEffect } from 'react';
import {
  useAlbumMetadata,
  useArtistMetadata,
  usePlaylistMetadata,
  useTrackMetadata,
} from '@/api/metadata/use-metadata';
import { MetadataBrowser } from '@/components/metadata/metadata-browser';
import { MetadataContent, type MetadataContentState } from '@/components/metadata/metadata-content';
import type { MetadataHandlers } from '@/components/metadata/metadata-handlers';
import { STREAMING_SERVICE } from '@/lib/queue/link-drop';
import { ACTIONS } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { parseMetadataUri } from '@/lib/metadata/uri';
import { useInstancePage } from './instance-page-context';
import type { DetailsStack } from './use-details-stack';

/** The browser shows Spotify metadata only, so what it queues is Spotify's. */
const streamingServiceType = STREAMING_SERVICE.spotify;

export function MetadataSection({ details }: { details: DetailsStack }) {
  const { instanceId, openDetails, enqueue } = useInstancePage();
  const { stack, label: onLabel } = details;
  const top = stack.at(-1);
  const parsed = top ? parseMetadataUri(top.uri) : undefined;
  const target = (type: string) =>
    parsed?.ok && parsed.type === type ? { instanceId, id: parsed.id } : null;
  const track = useTrackMetadata(target('track'));
  const album = useAlbumMetadata(target('album'));
  const artist = useArtistMetadata(target('artist'));
  const playlist = usePlaylistMetadata(target('playlist'));
  const labels = {
    track: track.data?.title,
    album: album.data?.name,
    artist: artist.data?.name,
    playlist: playlist.data?.name,
  };
  const label = parsed?.ok ? labels[parsed.type] : undefined;

  useEffect(() => {
    if (label !== undefined && top?.label !== label) onLabel(label);
  }, [label, top?.label, onLabel]);

  const handlers: MetadataHandlers = {
    onOpen: openDetails,
    onQueueTrack: (item, next) =>
      enqueue({ kind: 'track', uri: item.uri, streamingServiceType, next }),
    onQueueCollection: (uri) =>
      enqueue({ kind: 'playlist', uri, streamingServiceType, next: false }),
  };

  let content: MetadataContentState | undefined;
  const error = parsed?.ok ? { track, album, artist, playlist }[parsed.type].error : undefined;
  if (parsed === undefined) content = undefined;
  else if (!parsed.ok) content = { kind: 'unsupported' };
  else if (error) {
    const refused = error.status === 403;
    content = {
      kind: 'failed',
      message: refused ? t(ACTIONS.viewSpotifyMetadata.refusal) : t('general.error'),
    };
  } else if (parsed.type === 'track' && track.data) content = { kind: 'track', track: track.data };
  else if (parsed.type === 'album' && album.data) content = { kind: 'album', album: album.data };
  else if (parsed.type === 'artist' && artist.data) {
    content = { kind: 'artist', artist: artist.data };
  } else if (parsed.type === 'playlist' && playlist.data) {
    content = { kind: 'playlist', playlist: playlist.data };
  } else content = { kind: 'loading' };

  return (
    <MetadataBrowser
      stack={stack}
      onBack={details.back}
      onClose={details.close}
      onCrumb={details.crumb}
    >
      {content && <MetadataContent content={content} handlers={handlers} />}
    </MetadataBrowser>
  );
}
