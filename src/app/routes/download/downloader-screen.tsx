import * as React from 'react';
import { DownloadPlaylistCard } from '@/components/downloader/download-playlist-card';
import { DownloadQueuePanel } from '@/components/downloader/download-queue-panel';
import { DownloaderLayout } from '@/components/downloader/downloader-layout';
import { DropZone } from '@/components/downloader/drop-zone';
import { FormatSelect } from '@/components/downloader/format-select';
import { MetadataLoading } from '@/components/downloader/metadata-loading';
import { SingleTrackDownload } from '@/components/downloader/single-track-download';
import { usePasteFirst } from '@/components/downloader/use-paste-first';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { parseDownloaderDrop } from '@/lib/downloader/drop';
import { joinArtists } from '@/lib/zip/naming';
import { usePageDrop } from './use-page-drop';
import { useDownloader, type TrackTarget } from './use-downloader';
import { useLeaveWarning } from './use-leave-warning';

/** What the single track's card shows of its metadata (null: the lookup found nothing). */
function trackOf({ metadata }: TrackTarget) {
  if (!metadata) return null;
  const { title, artists, duration, imageUrl, isExplicit } = metadata;
  return { title, artists: joinArtists(artists), duration, imageUrl, isExplicit };
}

/**
 * The Clipboard API's `readText` where the browser has it (a secure context; Firefox only from
 * version 125), for the phone's Paste button; without it the button is not offered.
 */
function readClipboard(): (() => Promise<string>) | undefined {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  return typeof clipboard?.readText === 'function' ? () => clipboard.readText() : undefined;
}

/** The downloader: format, drop zone, then the dropped track or playlist. */
export function DownloaderScreen() {
  const downloader = useDownloader();
  const { target, snapshot } = downloader;
  const [dropError, setDropError] = React.useState<string>();
  const blocker = useLeaveWarning(downloader.unsaved);

  const accept = (items: unknown[]) => {
    const result = parseDownloaderDrop(items);
    // The message describes the last drop only: an ignored or accepted drop clears an earlier one.
    setDropError(result.kind === 'error' ? result.message : undefined);
    if (result.kind === 'track' || result.kind === 'playlist') {
      void downloader.open(result.kind, result.id);
    }
  };
  const dragging = usePageDrop(accept);
  // A phone cannot drag a link, so it leads with the link field: the drop zone, then the format.
  const pasteFirst = usePasteFirst();
  const format = (
    <FormatSelect
      value={downloader.format}
      onValueChange={downloader.setFormat}
      disabled={downloader.unsaved}
    />
  );
  const dropZone = (
    <DropZone
      active={dragging}
      error={dropError}
      onLinkSubmit={(link) => accept([link])}
      readClipboard={readClipboard()}
    />
  );

  return (
    <DownloaderLayout
      controls={
        pasteFirst ? (
          <>
            {dropZone}
            {format}
          </>
        ) : (
          <>
            {format}
            {dropZone}
          </>
        )
      }
      dialog={
        downloader.leaveDialog && (
          <ConfirmDialog
            open={blocker.state === 'blocked'}
            {...downloader.leaveDialog}
            onConfirm={() => {
              downloader.stop();
              blocker.proceed?.();
            }}
            onCancel={() => blocker.reset?.()}
          />
        )
      }
    >
      {target.kind === 'track' && (
        <SingleTrackDownload
          phase={target.phase}
          track={trackOf(target)}
          bytes={target.bytes}
          onRetry={downloader.retryTrack}
        />
      )}
      {target.kind === 'playlist' && target.phase === 'metadata' && <MetadataLoading />}
      {target.kind === 'playlist' && target.metadata && (
        <>
          <DownloadPlaylistCard
            name={target.metadata.name}
            ownerName={target.metadata.ownerName}
            duration={target.metadata.duration}
            imageUrl={target.metadata.imageUrl}
            numTracks={target.metadata.tracks.length}
            status={snapshot.playlistStatus}
          />
          <DownloadQueuePanel
            playlistName={target.metadata.name}
            ownerName={target.metadata.ownerName}
            state={snapshot}
            options={downloader.settings}
            onOptionChange={downloader.setOption}
            onRunAll={() => void downloader.runAll()}
            onRetryFailed={downloader.retryFailed}
            onGenerateZip={downloader.generateZip}
            onJobAction={downloader.jobAction}
          />
        </>
      )}
    </DownloaderLayout>
  );
}
