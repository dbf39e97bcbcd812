/**
 * What a kept screen's markup depends on besides its answers, computed alike when the app keeps
 * the screen (last-screen-capture.ts) and when the boot script paints it (src/app/boot/last-screen.ts):
 * a screen drawn in another look or by another build is not painted.
 */

/** The preference "Hide servers", as the app stores it (the boot script reads it before the app). */
const SERVERS_HIDDEN_KEY = 'serverListHidden';

export function serversHiddenIn(storage: Pick<Storage, 'getItem'>): boolean {
  return storage.getItem(SERVERS_HIDDEN_KEY)?.trim() === 'true';
}

/**
 * The look: `<html>`'s theme, lowercase aesthetic, language and direction, the server list's
 * column and the window's width (the layout, and how many queue rows are drawn, follow it).
 */
export function screenLook(doc: Document, serversHidden: boolean, width: number): string {
  const html = doc.documentElement;
  return JSON.stringify([
    html.dataset.theme ?? '',
    html.dataset.lowercase !== undefined,
    html.lang,
    html.dir,
    serversHidden,
    width,
  ]);
}

/** Marks the build's entry in the HTML: a preload the boot script starts (src/app/boot/start-app.ts). */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/**
 * The build: the page's entry (its preload in a production build, its module script in dev) and
 * its first style sheet, both named by their content's hash in a production build. Both are in
 * the HTML, before anything the app adds.
 */
export function buildOf(doc: Document): string {
  const entry =
    doc.querySelector(`link[${APP_ENTRY_ATTRIBUTE}]`)?.getAttribute('href') ??
    doc.querySelector('script[type="module"][src]')?.getAttribute('src') ??
    '';
  const style = doc.querySelector('link[rel="stylesheet"][href]')?.getAttribute('href') ?? '';
  return `${entry} ${style}`;
}
