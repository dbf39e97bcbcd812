/** An artist's follower count as shown in search results and the metadata browser. */
export function formatFollowers(count: number): string {
  const safe = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return `${safe.toLocaleString('en')} ${safe === 1 ? 'follower' : 'followers'}`;
}
