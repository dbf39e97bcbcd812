/**
 * The metadata browser with its data (a lazy chunk: it loads the first time a cover is clicked).
 * Parses the top breadcrumb's uri, fetches that view, labels the breadcrumb once loaded, and
 * queues through the queue actions.
 */
import { useEffect } from 'react';
import type { ActionContext } from '@/api/actions/instance-action';
import { enqueue } from '@/api/actions/queue';
import {
  useAlbumMetadata,
  useArtistMetadata,
  usePlaylistMetadata,
  useTrackMetadata,
} from '@/api/hooks/use-metadata';
import { MetadataBrowser } from '@/components/metadata/metadata-browser';
import type { MetadataHandlers } from '@/components/metadata/metadata-handlers';
import {
  AlbumView,
  ArtistView,
  PlaylistView,
  TrackView,
} from '@/components/metadata/metadata-views';
import { ErrorMessage } from '@/components/ui/error-message';
import { Spinner } from '@/components/ui/spinner';
import { ACTIONS, GENERIC_MESSAGES } from '@/lib/messages';
import { parseMetadataUri, type BreadcrumbStack } from '@/lib/metadata-uri';
import { STREAMING_SERVICE } from '@/lib/link-drop';

/** The browser shows Spotify metadata only, so what it queues is Spotify's. */
const streamingServiceType = STREAMING_SERVICE.spotify;

interface MetadataBrowserContainerProps {
  instanceId: string;
  stack: BreadcrumbStack;
  ctx: ActionContext;
  onOpen: (uri: string) => void;
  onBack: () => void;
  onClose: () => void;
  onCrumb: (index: number) => void;
  onLabel: (label: string) => void;
}

export default function MetadataBrowserContainer(props: MetadataBrowserContainerProps) {
  const { instanceId, stack, ctx, onOpen, onBack, onClose, onCrumb, onLabel } = props;
  const top = stack.at(-1);
  const parsed = top ? parseMetadataUri(top.uri) : undefined;
  const target = (type: string) =>
    parsed?.ok && parsed.type === type ? { instanceId, id: parsed.id } : null;
  const track = useTrackMetadata(target('track'));
  const album = useAlbumMetadata(target('album'));
  const artist = useArtistMetadata(target('artist'));
  const playlist = usePlaylistMetadata(target('playlist'));
  const query = parsed?.ok === true ? { track, album, artist, playlist }[parsed.type] : undefined;
  const data = query?.data as { title?: string; name?: string } | undefined;
  const label = data?.title ?? data?.name;

  useEffect(() => {
    if (label !== undefined && top?.label !== label) onLabel(label);
  }, [label, top?.label, onLabel]);

  const handlers: MetadataHandlers = {
    onOpen,
    onQueueTrack: (item, next) =>
      void enqueue(ctx, instanceId, { kind: 'track', uri: item.uri, streamingServiceType, next }),
    onQueueCollection: (uri: string) =>
      void enqueue(ctx, instanceId, { kind: 'playlist', uri, streamingServiceType, next: false }),
  };

  let body: React.ReactNode;
  if (parsed === undefined) body = null;
  else if (!parsed.ok)
    body = <p className="text-sm text-muted-fg">{GENERIC_MESSAGES.metadataUnsupported}</p>;
  else if (query?.error) {
    body = (
      <ErrorMessage>
        {query.error.status === 403 ? ACTIONS.viewSpotifyMetadata.refusal : GENERIC_MESSAGES.error}
      </ErrorMessage>
    );
  } else if (parsed.type === 'track' && track.data)
    body = <TrackView track={track.data} handlers={handlers} />;
  else if (parsed.type === 'album' && album.data)
    body = <AlbumView album={album.data} handlers={handlers} />;
  else if (parsed.type === 'artist' && artist.data)
    body = <ArtistView artist={artist.data} handlers={handlers} />;
  else if (parsed.type === 'playlist' && playlist.data) {
    body = <PlaylistView playlist={playlist.data} handlers={handlers} />;
  } else body = <Spinner label="Loading details" className="mx-auto my-8 size-6" />;

  return (
    <MetadataBrowser stack={stack} onBack={onBack} onClose={onClose} onCrumb={onCrumb}>
      {body}
    </MetadataBrowser>
  );
}
