import { playerStateLabel, type PlayerStateLabel } from '@/lib/player-state';
import { t, type MessageId } from '@/lib/i18n';

/** lib/player-state names a state in English, as a code; the page shows the catalog's word. */
const STATE_WORDS = {
  Playing: 'player.statePlaying',
  Paused: 'player.statePaused',
  Stopped: 'player.stateStopped',
  Unknown: 'player.stateUnknown',
} as const satisfies Record<PlayerStateLabel | 'Unknown', MessageId>;

/** The player state's word in the page's language ("Paused", "Pausiert"). */
export function playerStateWord(type: number): string {
  return t(STATE_WORDS[playerStateLabel(type)]);
}
