import type { Ref } from 'react';
import type { InstanceTrack, InstanceTracksData } from '@/api/instances/use-instance-tracks';
import { NowPlayingCard } from '@/components/player/now-playing-card';
import { PlayerControls, type PlayerCommand } from '@/components/player/player-controls';
import { VolumeControl } from '@/components/player/volume-control';
import { isPlaying } from '@/lib/player/state';
import type { ProgressSync } from '@/lib/player/progress';
import { useInstancePage } from './instance-page-context';
import { useSeek } from './use-seek';
import { useVolume } from './use-volume';

/** What the full player and the player bar both show and do. */
export interface PlayerState {
  instance: InstanceTracksData['instance'];
  current: InstanceTrack | undefined;
  progress: ProgressSync | undefined;
  /** The command the server is answering (its button spins). */
  busy: PlayerCommand | null;
  onCommand: (command: PlayerCommand) => Promise<void>;
  /** Set (the instance is offline): every control is disabled, saying why. */
  disabledReason?: string;
  /** The volume as the page shows it: the server's, or where the volume keys left it. */
  volume: number;
}

interface PlayerSectionProps {
  player: PlayerState;
  /**
   * The player's buttons under the cover (below 1024 px, the phone's full player). From 1024 px
   * they live in the player bar at the window's foot, so the page has one set of them.
   */
  withControls: boolean;
  /** The full player (cover and buttons), watched to show the mini player once it scrolls away. */
  ref?: Ref<HTMLDivElement>;
}

/** The playing track's card with its seek bar, and the player's buttons under it. */
export function PlayerSection({ player, withControls, ref }: PlayerSectionProps) {
  const { instance, current, progress, busy, onCommand, disabledReason } = player;
  const { openDetails } = useInstancePage();
  const onSeek = useSeek();
  const onVolume = useVolume();
  const hasCard = current !== undefined && progress !== undefined;
  return (
    // From 640 to 1023 px the cover is 320 px wide: it and its buttons are centred together, so
    // the buttons sit under the cover they belong to.
    <div
      ref={ref}
      data-slot="player-section"
      // Not a landmark of its own: the card inside is the region named "Now playing" and the
      // docked bar the one named "Player" (two regions of one name fail axe's landmark-unique).
      // Below 1024 px its buttons are the page's first player buttons: "Skip to player" leads
      // to them.
      data-skip-target={withControls ? 'player' : undefined}
      // From 1024 px, with nothing playing, the column is empty (its buttons are in the player
      // bar): it leaves, and the tabs take its place.
      className="flex shrink-0 scroll-mt-20 flex-col gap-3 empty:hidden sm:max-lg:w-80 sm:max-lg:self-center lg:w-80"
    >
      {hasCard ? (
        <NowPlayingCard
          track={current}
          playerStateType={instance.playerStateType}
          voiceChannelName={instance.voiceChannelName}
          sync={progress}
          onOpen={openDetails}
          onSeek={disabledReason ? undefined : onSeek}
        />
      ) : null}
      {withControls && (
        <PlayerControls
          playerStateType={instance.playerStateType}
          hasTrack={current !== undefined || isPlaying(instance.playerStateType)}
          onCommand={(command) => void onCommand(command)}
          busy={busy}
          disabledReason={disabledReason}
          // Thumb-sized and centred under the cover: this is the phone's player.
          className="justify-center gap-4 [&_button]:size-12"
        />
      )}
      {withControls && (
        // The phone's volume under its buttons, as on the docked bar from 1024 px; not full
        // width, so a thumb scrolls the page beside it (and a vertical swipe on it scrolls too).
        <VolumeControl
          volume={player.volume}
          onVolume={onVolume}
          disabled={disabledReason !== undefined}
          className="mx-auto w-full max-w-64 px-2"
          sliderClassName="min-w-0 flex-1"
        />
      )}
    </div>
  );
}
