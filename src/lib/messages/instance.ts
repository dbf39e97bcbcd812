/** The instance page's own words (2-secondary §1: the right column and its lists). */
export const INSTANCE_MESSAGES = {
  searchAndLists: 'Search and lists',
  mostPopular: 'Most Popular',
  recentlyPlayed: 'Recently Played',
  random: 'Random',
  loadingDetails: 'Loading details',
} as const;

/** The page's first answer failed: there is nothing to show but why. */
export function serverLoadFailed(detail: string): string {
  return `Could not load this server: ${detail}`;
}

/**
 * The page's first answer said no (issue 30): a server the user is not a member of (403), or one
 * that does not exist (404). Which one is said, as the admin screens do.
 */
export const INSTANCE_UNAVAILABLE = {
  deniedTitle: "You don't have access to this server",
  deniedDetail: 'Only its members can open it. An admin can add you to it.',
  notFoundTitle: 'Not found',
  notFound: (id: string) => `There is no server with the id "${id}".`,
} as const;

/** Most Popular's detail of a row. */
export function playCount(count: number): string {
  return `${count} plays`;
}

/** What an offline instance's page says, and why its controls are disabled (issue #20). */
export const OFFLINE_MESSAGES = {
  title: (name: string) => `${name} is offline`,
  detail:
    'The bot is not running, so playback, the queue and audio settings cannot change until it is back. What it held is shown as it was.',
  /** Each disabled control's hover text and description. */
  reason: 'Unavailable while the bot is offline',
} as const;

/** A link dropped on the instance page that cannot be queued says why (2-secondary §5). */
/** The cue over the instance page while a link from outside is dragged over it. */
export const LINK_DROP_CUE = {
  title: 'Drop to add to the queue',
  detail: 'A Spotify, YouTube or SoundCloud link: a track, album, artist, playlist or video.',
} as const;

export const IGNORED_DROP_MESSAGES = {
  'invalid-url':
    'Only links can be dropped here: a Spotify, YouTube or SoundCloud link, or any https link.',
  'not-https': 'Only https links can be queued.',
  'unsupported-spotify-link':
    'This Spotify link cannot be queued: drop a track, album, artist or playlist.',
  'no-youtube-id': 'This YouTube link names no video or playlist.',
} as const;
