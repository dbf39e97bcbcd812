import { useRef, useState } from 'react';
import {
  ASIDE_FITS_QUERY,
  COMPACT_PLAYER_QUERY,
  useMediaQuery,
} from '@/components/ui/use-media-query';
import { InstancePageSkeleton } from '@/components/instance/instance-page-skeleton';
import { LinkDropCue } from '@/components/instance/link-drop-cue';
import { OfflineNotice } from '@/components/instance/offline-notice';
import { IGNORED_DROP_MESSAGES } from '@/lib/messages';
import { t } from '@/lib/i18n';
import { HeaderSection } from './header-section';
import { InstancePageContext } from './instance-page-context';
import { LazyMetadataSection } from './lazy-metadata-section';
import { PlayerSection, type PlayerState } from './player-section';
import { ShortcutsHelpDialog } from '@/components/instance/shortcuts-help-dialog';
import { commandsDisabledReason } from './commands-disabled-reason';
import { InstanceLoadProblem } from './instance-load-problem';
import { PlayerBarSection } from './player-bar-section';
import { QueueSection } from './queue-section';
import { SearchSection } from './search-section';
import { TabsSection } from './tabs-section';
import { toastNotifier } from '@/app/show-toast';
import { useActionContext } from '@/app/use-action-context';
import { useDetailsStack } from './use-details-stack';
import { useFullPlayer } from './use-full-player';
import { useInstancePageValue } from './use-instance-page-value';
import { useLinkDrop } from './use-link-drop';
import { usePageShortcuts } from './use-page-shortcuts';
import { usePageWideEffects } from './use-page-wide-effects';
import { usePlayerCommands } from './use-player-commands';
import { useTrackPoll } from './use-track-poll';
import { useReportLastKnown } from '../shell/last-known-report';

interface InstancePageProps {
  instanceId: string;
}

/**
 * The instance page: the track-load poll and what spans the page (title, theme effects, window
 * events, dropped links, keys, layout by width), composed of sections that wire themselves.
 */
export function InstancePage({ instanceId }: InstancePageProps) {
  const poll = useTrackPoll(instanceId);
  const ctx = useActionContext();
  const details = useDetailsStack();
  const player = usePlayerCommands(ctx, instanceId);
  // Layout by width (docs/screens.md "Every width"): from 1280 px search and the lists sit in an aside;
  // below, a Search button in the header opens them in a sheet. Below 1024 px the queue is a tab
  // under the player, so the player stays on screen and the queue is one tap away.
  const asideFits = useMediaQuery(ASIDE_FITS_QUERY);
  const compact = useMediaQuery(COMPACT_PLAYER_QUERY);
  const [searchOpen, setSearchOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const searchInput = useRef<HTMLInputElement>(null);
  const { attachFullPlayer, fullPlayerInView, showFullPlayer } = useFullPlayer();
  const page = useInstancePageValue(instanceId, ctx, details.open);

  const { data, error, current, progress } = poll;
  useReportLastKnown(poll.lastKnownAt);
  const instance = data?.instance;
  usePageWideEffects({ instanceId, data, current, revalidate: poll.revalidate });
  const linkDragging = useLinkDrop(
    (link) => page.enqueue({ ...link, next: false }),
    (reason) => toastNotifier.info(t(IGNORED_DROP_MESSAGES[reason])),
  );
  const volume = usePageShortcuts({
    ctx,
    instanceId,
    instance,
    progress,
    runCommand: player.run,
    // The sheet focuses the box itself once it is open.
    search: () => (asideFits ? searchInput.current?.focus() : setSearchOpen(true)),
    help: () => setHelpOpen(true),
  });

  if (error && !data) return <InstanceLoadProblem error={error} instanceId={instanceId} />;
  if (!data || !instance) return <InstancePageSkeleton />;

  const disabledReason = commandsDisabledReason(instance.isOnline, poll.lastKnownAt);
  const playerState: PlayerState = {
    instance,
    current,
    progress,
    busy: player.busy,
    onCommand: player.run,
    disabledReason,
    volume,
  };
  const queue = (
    <QueueSection
      data={data}
      poll={poll.queue}
      disabledReason={disabledReason}
      orderLocked={poll.lastKnownAt !== undefined}
    />
  );
  return (
    <InstancePageContext value={page}>
      {/* Padded at the foot by the player bar's height, and room for a bottom toast above it:
          nothing ends up behind either (src/themes/index.css). */}
      <div
        data-slot="instance-page"
        className="flex min-h-0 flex-1 gap-6 pb-[calc(var(--player-bar-height)+var(--bottom-toast-room))]"
      >
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <HeaderSection
            data={data}
            current={current}
            progress={progress}
            onSearch={asideFits ? undefined : () => setSearchOpen(true)}
          />
          {!instance.isOnline && <OfflineNotice name={instance.name} />}
          <div className="flex flex-col gap-4 lg:flex-row">
            <PlayerSection ref={attachFullPlayer} player={playerState} withControls={compact} />
            <TabsSection
              data={data}
              progress={progress}
              volume={volume}
              disabledReason={disabledReason}
              queue={compact ? queue : undefined}
            />
          </div>
          {!compact && queue}
        </div>
        <SearchSection
          asideFits={asideFits}
          sheetOpen={searchOpen}
          onSheetOpenChange={setSearchOpen}
          inputRef={searchInput}
        />
        <PlayerBarSection
          player={playerState}
          fullPlayerInView={fullPlayerInView}
          onExpand={showFullPlayer}
        />
        <ShortcutsHelpDialog open={helpOpen} onOpenChange={setHelpOpen} />
        <LinkDropCue visible={linkDragging} />
        {details.stack.length > 0 && <LazyMetadataSection details={details} />}
      </div>
    </InstancePageContext>
  );
}
