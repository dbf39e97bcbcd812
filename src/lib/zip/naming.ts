/**
 * File names for the downloader (2-secondary.md §4 "Downloader"): zip entries
 * '{NNN} {track} by {artists}.{ext}', the archive '{playlist} by {owner}.zip' and a single track's
 * '{title} by {artists}.{ext}' (or 'output.{ext}' without metadata).
 *
 * Every name is safe to extract on Windows, macOS and Linux:
 * - '?' becomes '_' (the spec), and so does every other character one of them refuses or
 *   misreads: \ / : * " < > |, C0 and C1 control characters, and the bidirectional controls that
 *   can disguise an extension ("…\u202Evaw.exe");
 * - leading and trailing spaces and trailing dots are removed, leading dots become '_' (no hidden
 *   files, no '..'), Windows device names (CON, NUL, COM1, …) get a '_' appended;
 * - Unicode is NFC-normalised and the stem is cut to 200 UTF-8 bytes, leaving room for a dedupe
 *   suffix and the extension under the common 255-byte limit;
 * - names in one archive are unique ignoring case (Windows and macOS disks ignore it): a repeat
 *   gets ' (2)', ' (3)', … before the extension, so no completed track overwrites another.
 * Missing parts: no artists drops ' by {artists}'; no track title reads 'Untitled'.
 *
 * Names stay in the spec's English form whatever the dashboard's language: a file keeps one name
 * wherever it is shared or opened, and the spec quotes these patterns exactly.
 */

export type ArtistsInput = string | readonly (string | { name: string })[] | null | undefined;

const MAX_STEM_BYTES = 200;
const FALLBACK_STEM = 'output';
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const FORBIDDEN = /[\\/:*?"<>|\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/** Artists as one string, joined with ', '. */
export function joinArtists(artists: ArtistsInput): string {
  if (artists == null) return '';
  if (typeof artists === 'string') return artists.trim();
  return artists
    .map((artist) => (typeof artist === 'string' ? artist : artist.name).trim())
    .filter(Boolean)
    .join(', ');
}

/** A file name stem made safe; '' when nothing usable is left. */
export function sanitizeFileStem(text: string): string {
  let stem = text.normalize('NFC').replace(FORBIDDEN, '_');
  stem = truncateUtf8(stem.trim(), MAX_STEM_BYTES)
    .replace(/[. ]+$/, '')
    .replace(/^\s+/, '')
    .replace(/^\.+/, (dots) => '_'.repeat(dots.length));
  const device = stem.split('.')[0] ?? '';
  if (RESERVED.test(device.trim())) stem = `${device}_${stem.slice(device.length)}`;
  return stem;
}

function sanitizeExtension(ext: string): string {
  const clean = ext
    .replace(/^\.+/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return clean === '' ? 'bin' : clean;
}

function withExtension(stem: string, ext: string): string {
  return `${sanitizeFileStem(stem) || FALLBACK_STEM}.${sanitizeExtension(ext)}`;
}

function titleBy(title: string, artists: ArtistsInput): string {
  const joined = joinArtists(artists);
  return joined === '' ? title : `${title} by ${joined}`;
}

/** '{NNN} {track} by {artists}.{ext}', NNN being the 1-based position in the playlist. */
export function zipEntryName(
  sequence: number,
  title: string,
  artists: ArtistsInput,
  ext: string,
): string {
  const number = String(Math.max(0, Math.trunc(sequence) || 0)).padStart(3, '0');
  const name = title.trim() === '' ? 'Untitled' : title;
  return withExtension(`${number} ${titleBy(name, artists)}`, ext);
}

/** '{playlist} by {owner}.zip'. */
export function zipArchiveName(playlistName: string, ownerName?: string | null): string {
  const playlist = playlistName.trim() === '' ? 'playlist' : playlistName;
  return withExtension(titleBy(playlist, ownerName), 'zip');
}

/** '{title} by {artists}.{ext}', or 'output.{ext}' when the metadata did not come back. */
export function singleTrackFileName(
  metadata: { title?: string | null; artists?: ArtistsInput } | null | undefined,
  ext: string,
): string {
  const title = metadata?.title?.trim();
  if (!title) return withExtension(FALLBACK_STEM, ext);
  return withExtension(titleBy(title, metadata?.artists), ext);
}

/** The same names, with repeats (ignoring case) given ' (2)', ' (3)', … before the extension. */
export function uniqueFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = name;
    for (let n = 2; taken.has(foldCase(candidate)); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(foldCase(candidate));
    return candidate;
  });
}

function foldCase(name: string): string {
  return name.normalize('NFC').toLowerCase();
}

function truncateUtf8(text: string, maxBytes: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= maxBytes) return text;
  let out = '';
  let bytes = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out;
}
