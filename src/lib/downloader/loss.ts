/**
 * What the downloader holds that a new drop or leaving the screen would lose, so the screen asks
 * before either (2-secondary §4 keeps jobs and audio only in the tab's memory).
 *
 * Decisions beyond the spec:
 * - A single track still being looked up or downloaded is asked about too, as a playlist is: a
 *   new drop or leaving would stop it without a word.
 * - A single track that finished (saved or failed) holds nothing: its file is already in the
 *   browser's downloads, so nothing is asked.
 * - The playlist wins when both would apply (it cannot happen: a drop replaces the other kind).
 */

export interface DownloaderHolding {
  /** Downloaded playlist tracks held in memory. */
  heldTracks: number;
  /** A playlist download (Run All, Retry, Download now) or its zip is in progress. */
  playlistBusy: boolean;
  /** A dropped single track is still being looked up or downloaded. */
  trackBusy: boolean;
}

export type DownloaderLoss =
  { kind: 'playlist'; heldTracks: number; inProgress: boolean } | { kind: 'track' };

/** What would be lost; undefined when nothing would be (then nothing is asked). */
export function downloaderLoss(holding: DownloaderHolding): DownloaderLoss | undefined {
  if (holding.heldTracks > 0 || holding.playlistBusy) {
    return { kind: 'playlist', heldTracks: holding.heldTracks, inProgress: holding.playlistBusy };
  }
  if (holding.trackBusy) return { kind: 'track' };
  return undefined;
}
