/**
 * The boot script's part of the last screen before the network: once the HTML is parsed, before
 * the app's code runs, it paints the page as the signed-in person last saw it drawn from live
 * answers (kept with those answers by src/app/frame/last-screen-capture.ts), marked as last known
 * with the app's own notice, in place of the address's frame. The app's first render, drawn
 * from the same answers and marked the same way, then replaces it.
 *
 * Only the store of the person the session token names is read (no token, no screen: cookies
 * cleared or expired mean no one is signed in), and only for the same address, look and build,
 * for a week. A press on one of its buttons is not lost (src/app/frame/frame-press.ts).
 */
import { MAX_AGE_MS, parseStoredSnapshot, storeName } from '@/api/query/last-known-store';
import { readClaims } from '@/api/token-claims';
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
 * Paints the kept screen into `#root` if it is this person's, for this address, look and build;
 * returns whether it did. `token`: the session cookie's value.
 */
export function paintLastScreen(
  doc: Document,
  storage: Pick<Storage, 'getItem'>,
  token: string | undefined,
  serversHidden: boolean,
  now: number,
): boolean {
  const person = token === undefined ? undefined : readClaims(token)?.discordId;
  const view = doc.defaultView;
  const root = doc.getElementById('root');
  if (person === undefined || !view || !root) return false;
  const screen = parseStoredSnapshot(storage.getItem(storeName(person)));
  if (
    !screen ||
    screen.path !== view.location.pathname ||
    screen.look !== screenLook(doc, serversHidden, view.innerWidth) ||
    screen.build !== buildOf(doc) ||
    !(now - screen.at < MAX_AGE_MS)
  ) {
    return false;
  }
  // The app's notice, from the frame (src/app/frame/first-paint-frames.tsx), with the time kept.
  const notice = root.querySelector('[data-frame-notice] [data-slot="last-known-notice"]');
  if (!notice) return false;
  for (const node of [...notice.childNodes]) if (node.nodeType === Node.TEXT_NODE) node.remove();
  notice.append(screen.notice);
  const template = doc.createElement('template');
  template.innerHTML = screen.html;
  defuse(template.content);
  const painted = [...template.content.children, notice];
  for (const element of painted) element.setAttribute(LAST_SCREEN_ATTRIBUTE, '');
  root.replaceChildren(...painted);
  return true;
}
