/**
 * The instance page's lower part: what it draws below the player or off screen: the tabs (lyrics,
 * audio, activity, the queue on a phone), the queue panel, search with its lists, the player bar
 * and the keys' help. A chunk of its own, drawn through React.lazy (lazy-lower-part.tsx), so a
 * phone's first frame, the header and the player with the now-playing cover, waits neither for
 * its bytes nor for its render (issue #32; measured in docs/decisions/first-screen-script.md).
 */
export { ShortcutsHelpDialog } from '@/components/instance/shortcuts-help-dialog';
export { PlayerBarSection } from './player-bar-section';
export { QueueSection } from './queue-section';
export { SearchSection } from './search-section';
export { TabsSection } from './tabs-section';
