import { useCallback, useMemo, type RefObject } from 'react';
import { useInstanceHistory, useInstanceRandom } from '@/api/instances/use-instance-lists';
import { SEARCH_MAX_LENGTH } from '@/api/instances/search-actions';
import { usePreferences } from '@/app/providers/preferences-store';
import { SearchSheet } from '@/components/instance/search-sheet';
import { TrackListCard, type ListTrack } from '@/components/instance/track-list-card';
import { SearchPanel } from '@/components/search/search-panel';
import { t } from '@/lib/i18n';
import { fromNow } from '@/lib/format/relative-time';
import { useInstancePage } from './instance-page-context';
import { useSearch } from './use-search';
import { useTrackChanged } from './use-track-changed';

/** Radios without a logo show this (1-core §3). */
const RADIO_FALLBACK_IMAGE = '/favicon.svg';

const popularDetail = (track: ListTrack) =>
  'count' in track ? t('instanceMessages.playCount', { count: track.count }) : undefined;
const recentDetail = (track: ListTrack) =>
  'recordedDateTime' in track && track.recordedDateTime
    ? fromNow(track.recordedDateTime)
    : undefined;

interface SearchSectionProps {
  /** From 1280 px search and the lists sit in an aside; below, in a sheet. */
  asideFits: boolean;
  sheetOpen: boolean;
  onSheetOpenChange: (open: boolean) => void;
  /** The search box, which the `/` key focuses. */
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Search and the lists Most Popular, Recently Played and Random, in the aside or the sheet. */
export function SearchSection({
  asideFits,
  sheetOpen,
  onSheetOpenChange,
  inputRef,
}: SearchSectionProps) {
  const { instanceId, ctx, openDetails, enqueue } = useInstancePage();
  const preferences = usePreferences();
  const search = useSearch(ctx, instanceId);
  const history = useInstanceHistory(instanceId, preferences);
  const random = useInstanceRandom(instanceId, preferences.randomTrackNum);
  useTrackChanged(() => void history.mutate());

  const counts = useMemo(
    () => ({
      radios: preferences.searchRadioNum,
      artists: preferences.searchArtistNum,
      tracks: preferences.searchTrackNum,
      albums: preferences.searchAlbumNum,
      playlists: preferences.searchPlaylistNum,
    }),
    [preferences],
  );
  const onQueue = useCallback(
    (track: ListTrack) =>
      enqueue({
        kind: 'track',
        uri: track.uri,
        streamingServiceType: track.streamingServiceType,
        next: false,
      }),
    [enqueue],
  );

  // One tree for both places: the aside from 1280 px, the search sheet below.
  const content = (
    <>
      <SearchPanel
        query={search.query}
        onQueryChange={search.onQueryChange}
        maxLength={SEARCH_MAX_LENGTH}
        busy={search.busy}
        results={search.results}
        counts={counts}
        onEnqueue={enqueue}
        onOpen={openDetails}
        radioFallbackImage={RADIO_FALLBACK_IMAGE}
        inputRef={inputRef}
      />
      <TrackListCard
        title={t('instanceMessages.mostPopular')}
        tracks={history.data?.popular}
        highlightFirst
        onQueue={onQueue}
        onOpen={openDetails}
        detail={popularDetail}
      />
      <TrackListCard
        title={t('instanceMessages.recentlyPlayed')}
        tracks={history.data?.recent}
        onQueue={onQueue}
        onOpen={openDetails}
        detail={recentDetail}
      />
      <TrackListCard
        title={t('instanceMessages.random')}
        tracks={random.data?.random}
        onRefresh={() => void random.mutate()}
        refreshing={random.isValidating}
        onQueue={onQueue}
        onOpen={openDetails}
      />
    </>
  );
  return asideFits ? (
    <aside
      aria-label={t('instanceMessages.searchAndLists')}
      className="flex w-80 shrink-0 flex-col gap-4 2xl:w-96"
    >
      {content}
    </aside>
  ) : (
    <SearchSheet open={sheetOpen} onOpenChange={onSheetOpenChange} initialFocus={inputRef}>
      {content}
    </SearchSheet>
  );
}
