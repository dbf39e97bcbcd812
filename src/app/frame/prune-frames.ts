import { FRAME_NOTICE_ATTRIBUTE } from './frame-markers';

/**
 * Keeps only the first-paint frame the page shows (its language, route and page) once the HTML is
 * parsed, so the page holds one frame until the app's first render replaces it: no hidden copy in
 * seven other languages for a query, a screen reader or a find-in-page to meet. Until then the
 * frames' style already shows that one alone (render-first-paint-frames.tsx).
 */
export function pruneFrames(
  root: ParentNode,
  lang: string,
  route: string,
  serversHidden: boolean,
): void {
  const keep = (attribute: string, value: string) => {
    for (const element of root.querySelectorAll(`[${attribute}]`)) {
      if (element.getAttribute(attribute) !== value) element.remove();
    }
  };
  keep('data-frame-lang', lang);
  keep(
    'data-frame-route',
    route === 'login' ? 'login' : serversHidden ? 'shell-collapsed' : 'shell',
  );
  keep('data-frame-page', route);
  // The notices are there for a kept screen, which was not painted.
  for (const element of root.querySelectorAll(`[${FRAME_NOTICE_ATTRIBUTE}]`)) element.remove();
}
