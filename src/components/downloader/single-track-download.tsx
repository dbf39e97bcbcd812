import { Card } from '@/components/ui/card';
import { DownloadTrackCard } from './download-track-card';
import { MetadataLoading } from './metadata-loading';
import { TrackDownloadState, type TrackDownloadStatus } from './track-download-state';

interface SingleTrackDownloadProps {
  /** The metadata lookup, then the download and how it ended. */
  phase: 'metadata' | TrackDownloadStatus;
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
  if (!track) {
    return (
      <Card className="px-5">
        <TrackDownloadState status={phase} bytes={bytes} onRetry={onRetry} />
      </Card>
    );
  }
  return <DownloadTrackCard {...track} status={phase} bytes={bytes} onRetry={onRetry} />;
}

export { SingleTrackDownload };
