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

/** Most Popular's detail of a row. */
export function playCount(count: number): string {
  return `${count} plays`;
}
