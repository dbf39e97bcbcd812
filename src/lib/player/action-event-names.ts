/**
 * The window events the player, queue and audio actions raise once the server took them
 * (1-core §4: "Each successful action raises a window event naming the action so screens
 * refresh"), each name once. The action table (`messages/actions.ts`) takes its events from this
 * list (a name not here fails the typecheck); the list stands apart because the shell listens to
 * these events from the first screen, while the table's words are only read by lazy screens (so
 * the table stays out of the entry).
 */
export const ACTION_EVENT_NAMES = [
  'stop',
  'resume',
  'pause',
  'restartTrack',
  'skip',
  'pushTrack',
  'pushPlaylist',
  'reorder',
  'moveToTop',
  'removeTrack',
  'shuffle',
  'partyMode',
  'clearQueue',
  'clearMine',
  'adjustVolume',
  'seek',
  'adjustRate',
  'adjustTempo',
  'adjustPitch',
  'adjustCrossfade',
  'adjustEqualizer',
  'nightcore',
  'resetSettings',
  'restartInstance',
] as const;

export type ActionEventName = (typeof ACTION_EVENT_NAMES)[number];
