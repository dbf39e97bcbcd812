/**
 * The page as drawn, kept with the person's last answers (src/api/query/last-known.ts) for the
 * boot script to paint on the next visit before the app's code has run (src/app/boot/last-screen.ts).
 * Kept only while it shows what the next visit's first render will draw from those answers: the
 * home's servers or an instance page, live (no last-known mark, no outage), at the page's top,
 * with nothing selected. Anything else keeps no screen, so an older one is never painted over
 * newer answers. What the page does not display at all (on a phone, the sidebar and the player bar)
 * is left out: the next visit would pay to parse it and to fetch its pictures, and show none of it.
 */
import { MAX_SCREEN_CHARS, type ScreenSnapshot } from '@/api/query/last-known-store';
import { buildOf, screenLook } from './screen-look';

/** The pages whose first render draws from the kept answers, drawn: the home's servers, an instance page. */
const KEPT_PAGES = '[data-slot="server-card"], [data-slot="instance-page"]';
/** A page showing one of these is not what the next visit's first render draws. */
const NOT_KEPT_WHILE = [
  '[data-slot="last-known-notice"]',
  '[data-slot="connection-banner"]',
  '[data-slot="selection-bar"]',
  '[data-slot="error-page"]',
].join(',');
/** Scrolled further than this, the queue's drawn rows are not the first render's. */
const TOP_PX = 100;
/** Passing things, left out: the toasts of this visit. */
const PASSING = '.Toastify__toast';

export interface CaptureContext {
  /** "Hide servers", as the page draws it now. */
  serversHidden: boolean;
  /** The app's last-known notice for this screen, in the page's language. */
  notice: string;
  now: number;
}

/** The page's main picture (the playing track's cover): asked for before any other. */
const MAIN_PICTURE = 'img[fetchpriority="high"]';

/**
 * Every other picture of the kept screen waits for its first layout (`loading="lazy"`), so the
 * next visit asks for the cover first: each picture that arrives is taken in on the page's thread,
 * in the order asked for, before the frame after it (one drawn from SVG builds a document of its
 * own), and the people's avatars ahead of the cover held the cover's first paint back.
 */
function mainPictureFirst(copy: HTMLElement): void {
  for (const image of copy.querySelectorAll('img')) {
    if (!image.matches(MAIN_PICTURE)) image.setAttribute('loading', 'lazy');
  }
}

/** Attributes naming elements by id whose text a control's name or description is read from. */
const READ_FROM = ['aria-labelledby', 'aria-describedby'] as const;

/**
 * Removes from `copy` (a deep clone of `root`) each element `root` does not display, with what it
 * holds, unless a control reads its name or description from it (a hidden sentence such as the
 * queue's move instructions is still read out). The two trees list their elements in the same order.
 */
function leaveOutUndisplayed(view: Window, root: HTMLElement, copy: HTMLElement): void {
  const readFrom = new Set(
    READ_FROM.flatMap((name) =>
      [...root.querySelectorAll(`[${name}]`)].flatMap((element) =>
        (element.getAttribute(name) ?? '').split(/\s+/).filter(Boolean),
      ),
    ),
  );
  const drawn = root.querySelectorAll('*');
  const copied = copy.querySelectorAll('*');
  let skipInside: Element | undefined;
  drawn.forEach((element, i) => {
    if (skipInside?.contains(element)) return;
    if (view.getComputedStyle(element).display !== 'none') return;
    skipInside = element;
    if (!readFrom.has(element.id)) copied[i]?.remove();
  });
}

/** `#root` as drawn, if it is to be kept. */
export function captureScreen(
  doc: Document,
  { serversHidden, notice, now }: CaptureContext,
): ScreenSnapshot | undefined {
  const root = doc.getElementById('root');
  const view = doc.defaultView;
  if (!root || !view || view.scrollY > TOP_PX) return undefined;
  if (!root.querySelector(KEPT_PAGES) || root.querySelector(NOT_KEPT_WHILE)) return undefined;
  const clone = root.cloneNode(true) as HTMLElement;
  leaveOutUndisplayed(view, root, clone);
  for (const passing of clone.querySelectorAll(PASSING)) passing.remove();
  mainPictureFirst(clone);
  // A live region's last sentence is this visit's news; painted again it would be said again.
  for (const region of clone.querySelectorAll('[aria-live]')) region.replaceChildren();
  const html = clone.innerHTML;
  if (html.length > MAX_SCREEN_CHARS) return undefined;
  return {
    path: view.location.pathname,
    look: screenLook(doc, serversHidden, view.innerWidth),
    build: buildOf(doc),
    html,
    notice,
    at: now,
  };
}
