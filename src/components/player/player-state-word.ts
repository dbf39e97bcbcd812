import { playerStateLabel } from '@/lib/player/state';

/** The player state's word in the page's language ("Paused", "Pausiert"). */
export function playerStateWord(type: number): string {
  return playerStateLabel(type);
}
