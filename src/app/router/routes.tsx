import * as React from 'react';
import { useLocation } from './hooks';
import { matchRoutes, type RouteObject } from './match-routes';
import { RenderMatch } from './render-matches';
import { RouteContext } from './router-context';

/**
 * A table of routes below the current one, matched against what its address leaves (a splat
 * route's `*`): how an area whose routes arrive with its own code (admin) nests in the app's.
 */
export function Routes({
  routes,
  noMatch = null,
}: {
  routes: RouteObject[];
  noMatch?: React.ReactNode;
}) {
  const { matches, depth } = React.use(RouteContext);
  const { pathname } = useLocation();
  const parent = matches[depth];
  const base = parent?.pathnameBase ?? '/';
  const params = parent?.params;
  const matched = React.useMemo(
    () => matchRoutes(routes, pathname, base, params),
    [routes, pathname, base, params],
  );
  return matched ? <RenderMatch matches={matched} depth={0} /> : noMatch;
}
