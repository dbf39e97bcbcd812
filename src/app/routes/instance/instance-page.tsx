import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { applyPreset, setAudioValue, setEqualizer } from '@/api/actions/audio';
import {
  restartInstance,
  restartTrack,
  seek,
  skip,
  stop,
  togglePlayback,
} from '@/api/actions/player';
import { clearQueue, pushPlaylist, pushTrack, shuffle, togglePartyMode } from '@/api/actions/queue';
import { useInstanceHistory, useInstanceRandom } from '@/api/hooks/use-instance-lists';
import { useInstanceTracks, type InstanceTrack } from '@/api/hooks/use-instance-tracks';
import { avatarUrl } from '@/app/avatar-url';
import { ASIDE_FITS_QUERY, COMPACT_PLAYER_QUERY, useMediaQuery } from '@/app/use-media-query';
import { usePreferences } from '@/app/providers/preferences-store';
import { ActivityList } from '@/components/activity/activity-list';
import { AudioControls, type AudioValueSetting } from '@/components/audio/audio-controls';
import { InstanceHeader } from '@/components/instance/instance-header';
import { InstancePageSkeleton } from '@/components/instance/instance-page-skeleton';
import { InstanceTabs } from '@/components/instance/instance-tabs';
import { SearchSheet } from '@/components/instance/search-sheet';
import { ShortcutsHelpDialog } from '@/components/instance/shortcuts-help-dialog';
import { TrackListCard, type ListTrack } from '@/components/instance/track-list-card';
import { LyricsPanel } from '@/components/lyrics/lyrics-panel';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { PlayerControls, type PlayerCommand } from '@/components/player/player-controls';
import { QueuePanel, type QueueCommand } from '@/components/queue/queue-panel';
import { SearchPanel } from '@/components/search/search-panel';
import {
  ENQUEUE_DRAG_TYPE,
  type EnqueueRequest,
  type SearchResults,
} from '@/components/search/search-types';
import { ErrorMessage } from '@/components/ui/error-message';
import { presetsFor, type Preset } from '@/lib/audio-settings';
import type { EnqueueStreamingServiceType } from '@/lib/link-drop';
import {
  closeBreadcrumbs,
  labelTopBreadcrumb,
  popBreadcrumb,
  pushBreadcrumb,
  truncateBreadcrumbs,
  type BreadcrumbStack,
} from '@/lib/metadata-uri';
import { canRestartInstance, canSeeAdminView } from '@/lib/permissions';
import { isPlaying } from '@/lib/player-state';
import { moreToLoad, playingTrack } from '@/lib/queue-order';
import { fromNow } from '@/lib/relative-time';
import { toastNotifier, useActionContext } from '@/app/use-action-context';
import { useInstanceEvents } from './use-instance-events';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { useLinkDrop } from './use-link-drop';
import { usePageTitle } from './use-page-title';
import { useProgressSync } from './use-progress-sync';
import { useQueue, useQueueSync } from './use-queue';
import { useSearch } from './use-search';
import { useSpecialEffects } from './use-special-effects';
import { useStableTracks } from './use-stable-tracks';

const MetadataBrowserContainer = lazy(() => import('./metadata-browser-container'));

/** Radios without a logo show this (1-core §3). */
const RADIO_FALLBACK_IMAGE = '/favicon.svg';

interface InstancePageProps {
  instanceId: string;
}

/** The instance page: wires the track-load poll and the actions to the presentational pieces. */
export function InstancePage({ instanceId }: InstancePageProps) {
  const navigate = useNavigate();
  const preferences = usePreferences();
  const [loadAll, setLoadAll] = useState(false);
  const [dragging, setDragging] = useState(false);
  const queueSync = useQueueSync<InstanceTrack>();
  const { data, error, mutate, isValidating } = useInstanceTracks(instanceId, {
    loadAll,
    queuedTrackNum: preferences.queuedTrackNum,
    paused: dragging,
    answers: queueSync,
  });
  const history = useInstanceHistory(instanceId, preferences);
  const random = useInstanceRandom(instanceId, preferences.randomTrackNum);

  const revalidate = useCallback(() => void mutate(), [mutate]);
  const ctx = useActionContext(revalidate);

  const instance = data?.instance;
  const roles = useMemo(() => data?.roles ?? [], [data?.roles]);
  const serverTracks = useStableTracks(data?.tracks) ?? NO_TRACKS;
  const current = playingTrack(serverTracks);
  const sync = useProgressSync(instance, current?.duration);
  const queue = useQueue(queueSync, data?.tracks, ctx, instanceId);
  const [busy, setBusy] = useState<PlayerCommand | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [stack, setStack] = useState<BreadcrumbStack>(closeBreadcrumbs());
  const searchInput = useRef<HTMLInputElement>(null);
  const searchState = useSearch(ctx, instanceId);
  // Layout by width (see README "Every width"): from 1280 px search and the lists sit in an aside;
  // below, a Search button in the header opens them in a sheet. Below 1024 px the queue is a tab
  // under the player, so the player stays on screen and the queue is one tap away.
  const asideFits = useMediaQuery(ASIDE_FITS_QUERY);
  const compact = useMediaQuery(COMPACT_PLAYER_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);

  usePageTitle(current ? `${current.name} - ${current.artists.join(', ')}` : undefined);
  useSpecialEffects(preferences.specialEffectsEnabled, current);
  useInstanceEvents(current?.id, {
    onTrackChanged: () => void history.mutate(),
    onAction: revalidate,
    onInfo: toastNotifier.info,
  });

  const presentUsers = useMemo(
    () =>
      (data?.presentUsers ?? []).map((user) => ({
        id: `${user.discordUsername}#${user.discordDiscriminator}`,
        name: user.discordUsername,
        src: avatarUrl(user),
      })),
    [data?.presentUsers],
  );

  const playing = instance ? isPlaying(instance.playerStateType) : false;
  const onCommand = useCallback(
    async (command: PlayerCommand) => {
      setBusy(command);
      try {
        if (command === 'pause' || command === 'resume') {
          await togglePlayback(ctx, instanceId, command === 'pause');
        } else if (command === 'stop') await stop(ctx, instanceId);
        else if (command === 'restartTrack') await restartTrack(ctx, instanceId);
        else await skip(ctx, instanceId);
      } finally {
        setBusy(null);
      }
    },
    [ctx, instanceId],
  );
  const onSeek = useCallback(
    (fraction: number) => void seek(ctx, instanceId, fraction),
    [ctx, instanceId],
  );
  const onQueueCommand = useCallback(
    (command: QueueCommand) => {
      if (command === 'partyMode') void togglePartyMode(ctx, instanceId);
      else if (command === 'shuffle') void shuffle(ctx, instanceId);
      else void clearQueue(ctx, instanceId, command === 'clearMine');
    },
    [ctx, instanceId],
  );
  const onOpen = useCallback(
    (uri: string) => setStack((previous) => pushBreadcrumb(previous, { uri })),
    [setStack],
  );
  const enqueue = useCallback(
    (request: EnqueueRequest) => {
      const item = {
        uri: request.uri,
        streamingServiceType: request.streamingServiceType as EnqueueStreamingServiceType,
      };
      if (request.kind === 'playlist') void pushPlaylist(ctx, instanceId, item);
      else void pushTrack(ctx, instanceId, item, request.next);
    },
    [ctx, instanceId],
  );
  const onQueueDrop = useCallback(
    (event: React.DragEvent<HTMLElement>) => {
      const payload = event.dataTransfer.getData(ENQUEUE_DRAG_TYPE);
      if (payload === '') return;
      event.preventDefault();
      try {
        const request = JSON.parse(payload) as Omit<EnqueueRequest, 'next'>;
        enqueue({ ...request, next: preferences.dragSongBehaviour });
      } catch {
        // Not our payload: ignore it.
      }
    },
    [enqueue, preferences.dragSongBehaviour],
  );
  const onListQueue = useCallback(
    (track: ListTrack) =>
      enqueue({
        kind: 'track',
        uri: track.uri,
        streamingServiceType: track.streamingServiceType,
        next: false,
      }),
    [enqueue],
  );
  const onAudioChange = useCallback(
    (setting: AudioValueSetting, value: number) =>
      void setAudioValue(ctx, instanceId, setting, value),
    [ctx, instanceId],
  );
  const onEqualizer = useCallback(
    (bands: number[]) => void setEqualizer(ctx, instanceId, bands),
    [ctx, instanceId],
  );
  const onPreset = useCallback(
    (preset: Preset) => void applyPreset(ctx, instanceId, preset),
    [ctx, instanceId],
  );
  const onDragStart = useCallback(() => setDragging(true), []);
  const onDragEnd = useCallback(() => setDragging(false), []);
  const onLoadMore = useCallback(() => setLoadAll(true), []);
  const onLabel = useCallback(
    (label: string) => setStack((previous) => labelTopBreadcrumb(previous, label)),
    [setStack],
  );

  useLinkDrop((link) => {
    const item = { uri: link.uri, streamingServiceType: link.streamingServiceType };
    if (link.kind === 'playlist') void pushPlaylist(ctx, instanceId, item);
    else void pushTrack(ctx, instanceId, item, false);
  });
  useKeyboardShortcuts({
    togglePlayback: () => void onCommand(playing ? 'pause' : 'resume'),
    skip: () => void onCommand('skip'),
    // The sheet focuses the box itself once it is open.
    focusSearch: () => (asideFits ? searchInput.current?.focus() : setSearchOpen(true)),
    showHelp: () => setHelpOpen(true),
  });

  const audioValues = useMemo(
    () =>
      instance && {
        volume: instance.playerVolume,
        rate: instance.playerRate,
        tempo: instance.playerTempo,
        pitch: instance.playerPitch,
        crossfade: instance.playerCrossfade,
        equalizer: instance.playerEqualizer,
      },
    [instance],
  );
  const presets = useMemo(() => presetsFor(roles), [roles]);
  const lyricsSettings = useMemo(
    () => ({
      offsetMs: preferences.lyricsOffset,
      buffer: preferences.lyricsBuffer,
      progressType: preferences.lyricsProgressType,
      countdown: preferences.lyricsCountdown,
      debug: preferences.lyricsDebug,
    }),
    [preferences],
  );
  const searchCounts = useMemo(
    () => ({
      radios: preferences.searchRadioNum,
      artists: preferences.searchArtistNum,
      tracks: preferences.searchTrackNum,
      albums: preferences.searchAlbumNum,
      playlists: preferences.searchPlaylistNum,
    }),
    [preferences],
  );
  const avatarSrc = useCallback((hash: string) => avatarUrl({ discordAvatarHash: hash }), []);
  const recentDetail = useCallback(
    (track: ListTrack & { recordedDateTime?: string }) =>
      track.recordedDateTime ? fromNow(track.recordedDateTime) : undefined,
    [],
  );
  const popularDetail = useCallback(
    (track: ListTrack) => (track.count === undefined ? undefined : `${track.count} plays`),
    [],
  );

  if (error && !data) {
    return <ErrorMessage>{`Could not load this server: ${error.message}`}</ErrorMessage>;
  }
  if (!data || !instance || !audioValues) return <InstancePageSkeleton />;

  const queued = queue.draggable;
  const queuePanel = (
    <QueuePanel
      tracks={queued}
      count={data.numTracks}
      durationMs={data.duration}
      moreToLoad={moreToLoad(queued, data.numTracks)}
      loadingMore={loadAll && isValidating}
      partyMode={instance.playerPartyMode}
      onLoadMore={onLoadMore}
      onCommand={onQueueCommand}
      onPlayNext={queue.onPlayNext}
      onRemove={queue.onRemove}
      onOpen={onOpen}
      onReorder={queue.onReorder}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDropItem={onQueueDrop}
    />
  );
  // One tree for both places: the aside from 1280 px, the search sheet below.
  const searchAndLists = (
    <>
      <SearchPanel
        query={searchState.query}
        onQueryChange={searchState.onQueryChange}
        busy={searchState.busy}
        results={searchState.results as SearchResults | undefined}
        counts={searchCounts}
        onEnqueue={enqueue}
        onOpen={onOpen}
        radioFallbackImage={RADIO_FALLBACK_IMAGE}
        inputRef={searchInput}
      />
      <TrackListCard
        title="Most Popular"
        tracks={history.data?.popular}
        highlightFirst
        onQueue={onListQueue}
        onOpen={onOpen}
        detail={popularDetail}
      />
      <TrackListCard
        title="Recently Played"
        tracks={history.data?.recent}
        onQueue={onListQueue}
        onOpen={onOpen}
        detail={recentDetail}
      />
      <TrackListCard
        title="Random"
        tracks={random.data?.random}
        onRefresh={() => void random.mutate()}
        refreshing={random.isValidating}
        onQueue={onListQueue}
        onOpen={onOpen}
      />
    </>
  );
  return (
    <div data-slot="instance-page" className="flex min-h-0 flex-1 gap-6">
      <div className="flex min-w-0 flex-1 flex-col gap-4">
        <InstanceHeader
          name={instance.name}
          track={current}
          sync={sync}
          presentUsers={presentUsers}
          canAdminView={canSeeAdminView(roles)}
          canRestart={canRestartInstance(roles)}
          onAdminView={() => void navigate(`/admin/instances/${encodeURIComponent(instanceId)}`)}
          onRestart={() => void restartInstance(ctx, instanceId)}
          onSearch={asideFits ? undefined : () => setSearchOpen(true)}
        />
        <div className="flex flex-col gap-4 lg:flex-row">
          <div className="flex shrink-0 flex-col gap-3 lg:w-80">
            {current && sync ? (
              <NowPlayingCard
                track={current}
                playerStateType={instance.playerStateType}
                voiceChannelName={instance.voiceChannelName}
                sync={sync}
                onOpen={onOpen}
                onSeek={onSeek}
              />
            ) : null}
            <PlayerControls
              playerStateType={instance.playerStateType}
              hasTrack={current !== undefined || playing}
              onCommand={(command) => void onCommand(command)}
              busy={busy}
              // Thumb-sized and centred under the cover where this is the phone's player.
              className="max-lg:justify-center max-lg:gap-4 max-lg:[&_button]:size-12"
            />
          </div>
          <InstanceTabs
            lyrics={<LyricsPanel lines={instance.lyrics} sync={sync} settings={lyricsSettings} />}
            controls={
              <AudioControls
                values={audioValues}
                presets={presets}
                onChange={onAudioChange}
                onEqualizer={onEqualizer}
                onPreset={onPreset}
              />
            }
            activity={<ActivityList entries={instance.audits} avatarSrc={avatarSrc} />}
            queue={compact ? queuePanel : undefined}
          />
        </div>
        {!compact && queuePanel}
      </div>
      {asideFits ? (
        <aside aria-label="Search and lists" className="flex w-80 shrink-0 flex-col gap-4 2xl:w-96">
          {searchAndLists}
        </aside>
      ) : (
        <SearchSheet open={searchOpen} onOpenChange={setSearchOpen} initialFocus={searchInput}>
          {searchAndLists}
        </SearchSheet>
      )}
      <ShortcutsHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
      {stack.length > 0 && (
        <Suspense fallback={null}>
          <MetadataBrowserContainer
            instanceId={instanceId}
            stack={stack}
            ctx={ctx}
            onOpen={onOpen}
            onBack={() => setStack(popBreadcrumb)}
            onClose={() => setStack(closeBreadcrumbs())}
            onCrumb={(index) => setStack((previous) => truncateBreadcrumbs(previous, index))}
            onLabel={onLabel}
          />
        </Suspense>
      )}
    </div>
  );
}

const NO_TRACKS: readonly never[] = [];
