/**
 * The font files of the first screen, at hand for its first paint on the next visit. The faces
 * are `font-display: optional` (src/themes/fonts.css): a face that is not there when the page
 * first paints is not used on that page at all, so the frame's text never repaints in another
 * font, and the app's first render, which replaces the frame's nodes, paints nothing larger.
 * The app notes which files the frame asked for, with the look (theme and language) they were
 * for; on the next visit with the same look the boot script preloads them, from the HTTP cache
 * (the files are immutable), so the first paint has them. A first visit, or another look, paints
 * in the fallback font until the next visit.
 */

/** The stored record: one per browser (fonts are nobody's data). */
export const FIRST_SCREEN_FONTS_KEY = 'bot-dashboard:first-screen-fonts';
/** The frame asks for two families (body and display) in at most a few scripts' subsets. */
const MAX_FILES = 6;
/** A font file on this origin: an absolute path, never `//host/…`. */
const SITE_FONT = /^\/(?![/\\])[\w/.%-]+\.woff2$/;

interface FirstScreenFonts {
  look: string;
  files: string[];
}

/** The look a font file serves: the theme picks the families, the language the scripts' subsets. */
function fontLookOf(html: HTMLElement): string {
  return `${html.dataset.theme ?? ''}|${html.lang}`;
}

function read(storage: Pick<Storage, 'getItem'>): FirstScreenFonts | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(FIRST_SCREEN_FONTS_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return undefined;
    const { look, files } = value as Partial<FirstScreenFonts>;
    if (typeof look !== 'string' || !Array.isArray(files)) return undefined;
    return {
      look,
      files: files
        .filter((file) => typeof file === 'string' && SITE_FONT.test(file))
        .slice(0, MAX_FILES),
    };
  } catch {
    return undefined;
  }
}

/**
 * Notes the font files among `resources` for this look. None (the app started before the first
 * paint asked for any) keeps the last note.
 */
export function rememberFirstScreenFonts(
  storage: Pick<Storage, 'setItem'>,
  html: HTMLElement,
  resources: readonly { name: string }[],
  origin: string,
): void {
  const files: string[] = [];
  for (const { name } of resources) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin !== origin || !SITE_FONT.test(url.pathname)) continue;
    if (!files.includes(url.pathname)) files.push(url.pathname);
  }
  if (files.length === 0) return;
  const note: FirstScreenFonts = { look: fontLookOf(html), files: files.slice(0, MAX_FILES) };
  try {
    storage.setItem(FIRST_SCREEN_FONTS_KEY, JSON.stringify(note));
  } catch {
    // Storage full or refused: the next visit paints in the fallback font.
  }
}

/**
 * Once the page's fonts are in, notes the files asked for before `appStart`: the frame's, not
 * those of the app's own later screens (a resource's entry exists only once it has arrived).
 */
export function noteFrameFontsOnceIn(appStart: number): void {
  void document.fonts.ready.then(() => {
    const asked = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime <= appStart);
    try {
      rememberFirstScreenFonts(localStorage, document.documentElement, asked, location.origin);
    } catch {
      // Storage disabled: the next visit paints in the fallback font.
    }
  });
}

/** Preloads the noted files when this page has the look they were for (the boot script). */
export function preloadFirstScreenFonts(
  storage: Pick<Storage, 'getItem'>,
  doc: Document = document,
): void {
  const note = read(storage);
  if (!note || note.look !== fontLookOf(doc.documentElement)) return;
  for (const file of note.files) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'font');
    link.type = 'font/woff2';
    // Fonts are fetched in CORS mode; a preload without it would not be the one the page uses.
    link.crossOrigin = 'anonymous';
    link.href = file;
    doc.head.appendChild(link);
  }
}
