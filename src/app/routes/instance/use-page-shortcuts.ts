import type { ActionContext } from '@/api/mutation/action-context';
import type { InstanceTracksData } from '@/api/instances/use-instance-tracks';
import type { PlayerCommand } from '@/components/player/player-controls';
import { AUDIO_BOUNDS } from '@/lib/player/audio-settings';
import { isPlaying } from '@/lib/player/state';
import type { ProgressSync } from '@/lib/player/progress';
import { useKeyboardShortcuts } from './use-keyboard-shortcuts';
import { usePlayerShortcuts } from './use-player-shortcuts';

interface PageShortcutOptions {
  ctx: ActionContext;
  instanceId: string;
  /** The poll's instance; undefined until its first answer. */
  instance: InstanceTracksData['instance'] | undefined;
  progress: ProgressSync | undefined;
  /** Runs a player button's command (usePlayerCommands). */
  runCommand: (command: PlayerCommand) => Promise<void>;
  /** /: goes to the search box. */
  search: () => void;
  /** ?: opens the list of shortcuts. */
  help: () => void;
}

/**
 * Every key of the instance page (use-keyboard-shortcuts.ts lists them): the player's, as its
 * buttons do, and search and help. Returns the volume as the page shows it: the server's, or
 * where the volume keys left it.
 */
export function usePageShortcuts({
  ctx,
  instanceId,
  instance,
  progress,
  runCommand,
  search,
  help,
}: PageShortcutOptions): number {
  const playing = instance ? isPlaying(instance.playerStateType) : false;
  const shortcuts = usePlayerShortcuts({
    ctx,
    instanceId,
    serverVolume: instance?.playerVolume ?? AUDIO_BOUNDS.volume.neutral,
    progress,
    runCommand: (command) => void runCommand(command),
  });
  useKeyboardShortcuts({
    ...shortcuts.handlers,
    togglePlayback: () => void runCommand(playing ? 'pause' : 'resume'),
    skip: () => void runCommand('skip'),
    search,
    help,
  });
  return shortcuts.volume;
}
