import { Outlet, ScrollRestoration } from 'react-router-dom';

/**
 * Above every page: a new page starts at the top, and Back or Forward returns to where the page
 * was scrolled (React Router's ScrollRestoration, keyed by history entry).
 */
export function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
