/**
 * The Activity tab's sentences (2-secondary §2): what happened, without the actor shown beside
 * them. Values arrive formatted as the sliders show them; src/lib/admin/audit-event.ts picks one. Each
 * sentence is one whole message of the active catalog, read when it is called.
 */
import { t } from '../i18n';

/** A queued album or playlist: its kind, name (or none), author (or none) and track count. */
export interface AuditCollection {
  kind: 'album' | 'playlist';
  name?: string;
  by?: string;
  count?: number;
}

export const AUDIT_MESSAGES = {
  get aTrack() {
    return t('audit.aTrack');
  },
  trackBy: (name: string, artists: string) => t('audit.trackBy', { name, artists }),
  skip: (track: string) => t('audit.skip', { track }),
  skipOther: (track: string) => t('audit.skipOther', { track }),
  restart: (track: string) => t('audit.restart', { track }),
  queued: (track: string) => t('audit.queued', { track }),
  top: (track: string) => t('audit.top', { track }),
  delete: (track: string) => t('audit.delete', { track }),
  setVolume: (value: string) => t('audit.setVolume', { value }),
  get changedVolume() {
    return t('audit.changedVolume');
  },
  setRate: (value: string) => t('audit.setRate', { value }),
  get changedRate() {
    return t('audit.changedRate');
  },
  setTempo: (value: string) => t('audit.setTempo', { value }),
  get changedTempo() {
    return t('audit.changedTempo');
  },
  setPitch: (value: string) => t('audit.setPitch', { value }),
  get changedPitch() {
    return t('audit.changedPitch');
  },
  setCrossfade: (value: string) => t('audit.setCrossfade', { value }),
  get changedCrossfade() {
    return t('audit.changedCrossfade');
  },
  get disabledCrossfade() {
    return t('audit.disabledCrossfade');
  },
  /** `percent` is already formatted for the reader ("42%", "42 %"). */
  seekedTo: (percent: string) => t('audit.seekedTo', { percent }),
  get seeked() {
    return t('audit.seeked');
  },
  get clearedMine() {
    return t('audit.clearedMine');
  },
  get cleared() {
    return t('audit.cleared');
  },
  searchedFor: (query: string) => t('audit.searchedFor', { query }),
  get searched() {
    return t('audit.searched');
  },
  partyMode: (on: boolean) => (on ? t('audit.partyModeOn') : t('audit.partyModeOff')),
  get toggledPartyMode() {
    return t('audit.toggledPartyMode');
  },
  get partyShuffle() {
    return t('audit.partyShuffle');
  },
  get pause() {
    return t('audit.pause');
  },
  get resume() {
    return t('audit.resume');
  },
  get stop() {
    return t('audit.stop');
  },
  get shuffle() {
    return t('audit.shuffle');
  },
  get reorder() {
    return t('audit.reorder');
  },
  get eq() {
    return t('audit.eq');
  },
  get reset() {
    return t('audit.reset');
  },
  get nightcore() {
    return t('audit.nightcore');
  },
  get restartInstance() {
    return t('audit.restartInstance');
  },
  get spotifyMetadata() {
    return t('audit.spotifyMetadata');
  },
  usedRole: (role: string) => t('audit.usedRole', { role }),
  get somethingUnknown() {
    return t('audit.somethingUnknown');
  },
  /** 'queued the top tracks of {artist}', with ' ({count} tracks)' when the count is known. */
  artistTopTracks: (artist: string | undefined, count?: number) => {
    const name = artist ?? t('audit.anArtist');
    return count === undefined
      ? t('audit.artistTopTracks', { artist: name })
      : t('audit.artistTopTracksCount', { artist: name, count });
  },
  /** 'queued the album {name} by {by} ({count} tracks)', each part only when known. */
  collection: ({ kind, name, by, count }: AuditCollection) => {
    const values = {
      kind,
      name: name ?? (kind === 'album' ? t('audit.anAlbum') : t('audit.aPlaylist')),
    };
    if (by === undefined) {
      return count === undefined
        ? t('audit.queuedCollection', values)
        : t('audit.queuedCollectionCount', { ...values, count });
    }
    return count === undefined
      ? t('audit.queuedCollectionBy', { ...values, by })
      : t('audit.queuedCollectionByCount', { ...values, by, count });
  },
};
