/**
 * What the instance page draws below the player or off screen: the tabs (lyrics, audio, activity,
 * the queue on a phone), the queue panel, search with its lists, the player bar and the keys'
 * help. A chunk of its own (page-rest-code.ts), so a phone's first frame, the header and the
 * player with the now-playing cover, waits neither for its bytes nor for its render (issue #32).
 */
export { InstanceTabs } from '@/components/instance/instance-tabs';
export { ShortcutsHelpDialog } from '@/components/instance/shortcuts-help-dialog';
export { AudioSection } from './audio-section';
export { LyricsSection } from './lyrics-section';
export { PlayerBarSection } from './player-bar-section';
export { QueueSection } from './queue-section';
export { SearchSection } from './search-section';
