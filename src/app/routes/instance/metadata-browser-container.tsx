/**
 * The metadata browser with its data (a lazy chunk: it loads the first time a cover is clicked).
 * Parses the top breadcrumb's uri, fetches that view, labels the breadcrumb once loaded, and
 * queues through the queue actions.
 */
import { useEffect } from 'react';
import type { ActionContext } from '@/api/actions/action-context';
import { pushPlaylist, pushTrack } from '@/api/actions/queue';
import {
  useAlbumMetadata,
  useArtistMetadata,
  usePlaylistMetadata,
  useTrackMetadata,
} from '@/api/hooks/use-metadata';
import { MetadataBrowser } from '@/components/metadata/metadata-browser';
import type { MetadataHandlers, MetaTrack } from '@/components/metadata/metadata-types';
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
    onQueueTrack: (item: MetaTrack, next: boolean) =>
      void pushTrack(
        ctx,
        instanceId,
        { uri: item.uri, streamingServiceType: STREAMING_SERVICE.spotify },
        next,
      ),
    onQueueCollection: (uri: string) =>
      void pushPlaylist(ctx, instanceId, { uri, streamingServiceType: STREAMING_SERVICE.spotify }),
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
