/**
 * The boot script's part of the last screen before the network: as soon as the frames begin to be
 * parsed, before the rest of the page and the app's code, it paints the page as the signed-in
 * person last saw it drawn from live answers (kept with those answers by
 * src/app/frame/last-screen-capture.ts), marked as last known with the app's own notice, in
 * place of the address's frame. The app's first render, drawn from the same answers and marked
 * the same way, then replaces it. The page's HTML holds the frames in every offered language;
 * painting the kept screen only once all of it was parsed put the parse's whole time (about
 * 0.4 s on a phone) before the person's screen.
 *
 * Only the store of the person the session token names is read (no token, no screen: cookies
 * cleared or expired mean no one is signed in), and only for the same address, look and build,
 * for a week. A press on one of its buttons is not lost (src/app/frame/frame-press.ts).
 */
import { MAX_AGE_MS, parseStoredSnapshot, storeName } from '@/api/query/last-known-store';
import { readClaims } from '@/api/token-claims';
import { FRAME_NOTICE_ATTRIBUTE, FRAMES_HIDDEN_ATTRIBUTE } from '@/app/frame/frame-markers';
import { LAST_SCREEN_ATTRIBUTE } from '@/app/frame/frame-press';
import { buildOf, screenLook } from '@/app/frame/screen-look';

/** Never painted, whatever a stored text says: the app draws none of them in `#root`. */
const NEVER = 'script,iframe,object,embed,frame,frameset,base,meta,link,style,noscript';

/** Leaves only markup the app itself draws: no script, no handler attribute, no other document. */
function defuse(content: DocumentFragment): void {
  for (const element of content.querySelectorAll(NEVER)) element.remove();
  for (const element of content.querySelectorAll('*')) {
    for (const { name } of [...element.attributes]) {
      if (name.startsWith('on')) element.removeAttribute(name);
    }
  }
}

/**
 * Calls `then` once, when `#root`'s first frame has begun to be parsed (the notices before it
 * are whole then), or when the returned function is called (the parse's end) if that is sooner.
 */
export function whenFramesBegin(doc: Document, then: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    then();
  };
  // Called at the end of each stretch the parser takes, before the page is painted.
  const observer = new MutationObserver(() => {
    if (doc.getElementById('root')?.querySelector(':scope > [data-frame-lang]')) run();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
  return run;
}

/**
 * Paints the kept screen at the start of `#root` if it is this person's, for this address, look
 * and build, and hides the frames; returns whether it did. `token`: the session cookie's value;
 * `width`: the window's, read before the body (reading it later lays out the page so far).
 */
export function paintLastScreen(
  doc: Document,
  storage: Pick<Storage, 'getItem'>,
  token: string | undefined,
  serversHidden: boolean,
  now: number,
  width: number,
): boolean {
  const person = token === undefined ? undefined : readClaims(token)?.discordId;
  const view = doc.defaultView;
  const root = doc.getElementById('root');
  if (person === undefined || !view || !root) return false;
  const screen = parseStoredSnapshot(storage.getItem(storeName(person)));
  if (
    !screen ||
    screen.path !== view.location.pathname ||
    screen.look !== screenLook(doc, serversHidden, width) ||
    screen.build !== buildOf(doc) ||
    !(now - screen.at < MAX_AGE_MS)
  ) {
    return false;
  }
  // The app's notice in the page's language, from the HTML, with the time kept.
  const lang = doc.documentElement.lang;
  const notice = [...root.querySelectorAll(`[${FRAME_NOTICE_ATTRIBUTE}]`)]
    .find((element) => element.getAttribute(FRAME_NOTICE_ATTRIBUTE) === lang)
    ?.querySelector('[data-slot="last-known-notice"]');
  if (!notice) return false;
  for (const node of [...notice.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
  notice.append(screen.notice);
  const template = doc.createElement('template');
  template.innerHTML = screen.html;
  defuse(template.content);
  const painted = [...template.content.children, notice];
  for (const element of painted) element.setAttribute(LAST_SCREEN_ATTRIBUTE, '');
  doc.documentElement.setAttribute(FRAMES_HIDDEN_ATTRIBUTE, '');
  root.prepend(...painted);
  return true;
}

/** Once the page is parsed: the kept screen alone stays in `#root`, the frames go. */
export function keepLastScreenAlone(doc: Document): void {
  const root = doc.getElementById('root');
  for (const element of [...(root?.children ?? [])]) {
    if (!element.hasAttribute(LAST_SCREEN_ATTRIBUTE)) element.remove();
  }
  doc.documentElement.removeAttribute(FRAMES_HIDDEN_ATTRIBUTE);
}
