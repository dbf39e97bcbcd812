/**
 * The artists worth a line beside a track's name: a radio lists itself as its artist, which says
 * nothing new. A file of its own, without imports: the sidebar (in the first load) uses it.
 */
export function artistsBeside(name: string, artists: readonly string[]): string[] {
  return artists.filter((artist) => artist.trim() !== '' && artist !== name);
}
