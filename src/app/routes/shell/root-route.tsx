import { Outlet, ScrollRestoration, type Location } from 'react-router-dom';

/**
 * Where a page's scroll position is kept. React Router keys it by history entry, and every page
 * loaded as a document (typed, reloaded, opened from a link) has the entry key "default": such a
 * page was scrolled to where another page of the tab had been, once the router settled. In
 * WebKit that came about a second after the page was drawn, over the person's own scrolling
 * (e2e/webkit/admin.webkit.ts). A page loaded as a document is kept by its path instead (not
 * its query: the sign-in callback's carries a one-time code, which has no place in storage).
 */
function scrollKey(location: Location): string {
  return location.key === 'default' ? location.pathname : location.key;
}

/**
 * Above every page: a new page starts at the top, and Back or Forward returns to where the page
 * was scrolled (React Router's ScrollRestoration, keyed by history entry).
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration getKey={scrollKey} />
      <Outlet />
    </>
  );
}
