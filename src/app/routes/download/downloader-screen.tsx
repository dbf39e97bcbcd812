import * as React from 'react';
import { useBlocker } from 'react-router-dom';
import { DownloadPlaylistCard } from '@/components/downloader/download-playlist-card';
import { DownloadQueuePanel } from '@/components/downloader/download-queue-panel';
import { DownloadTrackCard } from '@/components/downloader/download-track-card';
import { DropZone } from '@/components/downloader/drop-zone';
import { FormatSelect } from '@/components/downloader/format-select';
import { MetadataLoading } from '@/components/downloader/metadata-loading';
import { TrackDownloadState } from '@/components/downloader/track-download-state';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { parseDownloaderDrop } from '@/lib/downloader-drop';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
import { joinArtists } from '@/lib/zip-naming';
import { usePageDrop } from './use-page-drop';
import { useDownloader, type Target } from './use-downloader';

/** Warns before the tab closes or reloads while downloads live only in memory. */
function useLeaveWarning(unsaved: boolean) {
  React.useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  // Navigating inside the app unmounts the screen and would drop the data just the same.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    return unsaved && currentLocation.pathname !== nextLocation.pathname;
  });
  // Asked while something would be lost; if nothing would be any more (the single track finished
  // while the question was open), the user's navigation goes through.
  const proceed = blocker.state === 'blocked' && !unsaved ? blocker.proceed : undefined;
  React.useEffect(() => proceed?.(), [proceed]);
  return blocker;
}

const TRACK_STATUS = {
  downloading: DOWNLOADER_MESSAGES.downloading,
  downloaded: DOWNLOADER_MESSAGES.downloaded,
  failed: DOWNLOADER_MESSAGES.jobFailed,
} as const;

function SingleTrack({
  target,
  onRetry,
}: {
  target: Extract<Target, { kind: 'track' }>;
  onRetry: () => void;
}) {
  if (target.phase === 'metadata') return <MetadataLoading />;
  const status = TRACK_STATUS[target.phase];
  if (!target.metadata) {
    // No metadata came back: the track still downloads, as 'output.{ext}'.
    return (
      <Card className="px-5">
        <TrackDownloadState status={status} bytes={target.bytes} onRetry={onRetry} />
      </Card>
    );
  }
  const { title, artists, duration, imageUrl, isExplicit } = target.metadata;
  return (
    <DownloadTrackCard
      title={title}
      artists={joinArtists(artists)}
      duration={duration}
      imageUrl={imageUrl}
      isExplicit={isExplicit}
      status={status}
      bytes={target.bytes}
      onRetry={onRetry}
    />
  );
}

/** The downloader: format, drop zone, then the dropped track or playlist. */
export function DownloaderScreen() {
  const downloader = useDownloader();
  const { target, snapshot } = downloader;
  const [dropError, setDropError] = React.useState<string>();
  const blocker = useLeaveWarning(downloader.unsaved);

  const accept = (items: unknown[]) => {
    const result = parseDownloaderDrop(items);
    if (result.kind === 'ignored') return;
    if (result.kind === 'error') {
      setDropError(result.message);
      return;
    }
    setDropError(undefined);
    void downloader.open(result.kind, result.id);
  };
  const dragging = usePageDrop(accept);

  return (
    <div data-slot="downloader" className="mx-auto grid w-full max-w-5xl gap-6 p-4">
      <h1 className="font-display text-3xl font-bold">{DOWNLOADER_MESSAGES.heading}</h1>
      <FormatSelect
        value={downloader.format}
        onValueChange={downloader.setFormat}
        disabled={downloader.unsaved}
      />
      <DropZone active={dragging} error={dropError} onLinkSubmit={(link) => accept([link])} />

      <div aria-live="polite" className="grid gap-6">
        {target.kind === 'track' && <SingleTrack target={target} onRetry={downloader.retryTrack} />}
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
      </div>

      {downloader.leaveDialog && (
        <ConfirmDialog
          open={blocker.state === 'blocked'}
          {...downloader.leaveDialog}
          onConfirm={() => {
            downloader.stop();
            blocker.proceed?.();
          }}
          onCancel={() => blocker.reset?.()}
        />
      )}
    </div>
  );
}
