import { Card } from '@/components/ui/card';
import { DOWNLOADER_MESSAGES } from '@/lib/messages';
import { DownloadTrackCard } from './download-track-card';
import { MetadataLoading } from './metadata-loading';
import { TrackDownloadState } from './track-download-state';

const STATUS = {
  downloading: DOWNLOADER_MESSAGES.downloading,
  downloaded: DOWNLOADER_MESSAGES.downloaded,
  failed: DOWNLOADER_MESSAGES.jobFailed,
} as const;

export interface SingleTrackDownloadProps {
  /** The metadata lookup, then the download and how it ended. */
  phase: 'metadata' | keyof typeof STATUS;
  /** What the lookup found; null when it found nothing (the track still downloads, as 'output'). */
  track: {
    title: string;
    /** Joined with ', '. */
    artists: string;
    /** Milliseconds. */
    duration: number;
    imageUrl: string | null | undefined;
    isExplicit: boolean;
  } | null;
  /** Bytes received so far. */
  bytes: number;
  /** Offered with 'Failed': downloads the track again. */
  onRetry: () => void;
}

/** A dropped single track: its metadata loading, then its card with the download's status. */
function SingleTrackDownload({ phase, track, bytes, onRetry }: SingleTrackDownloadProps) {
  if (phase === 'metadata') return <MetadataLoading />;
  const status = STATUS[phase];
  if (!track) {
    return (
      <Card className="px-5">
        <TrackDownloadState status={status} bytes={bytes} onRetry={onRetry} />
      </Card>
    );
  }
  return <DownloadTrackCard {...track} status={status} bytes={bytes} onRetry={onRetry} />;
}

export { SingleTrackDownload };
