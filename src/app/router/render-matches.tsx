import * as React from 'react';
import type { RouteMatch, RouteObject } from './match-routes';
import { readyThenable } from '@/lib/ready-thenable';
import { routeCode } from './route-code';
import { RouteContext, RouteFallbackContext } from './router-context';

type LoadRoute = NonNullable<RouteObject['lazy']>;
type LazyModule = { default: React.ComponentType };

const lazyComponents = new WeakMap<LoadRoute, React.ComponentType>();

/**
 * One React.lazy per loader, so a route's code is asked for once, and two routes that share a
 * loader (the instance page's two addresses) render one component whose state survives. When the
 * code is already in (the first screen's route, src/main.tsx), React gets a thenable that calls
 * back at once: the route draws in this render instead of behind a fallback, whose reveal React
 * would hold back for up to 300 ms (issue #32).
 */
function lazyComponentOf(load: LoadRoute) {
  let component = lazyComponents.get(load);
  if (!component) {
    component = React.lazy(() => {
      const code = routeCode(load);
      const loaded = code.loaded();
      if (loaded === undefined) {
        return code.load().then((module): LazyModule => ({ default: module.Component }));
      }
      return readyThenable<LazyModule>({ default: loaded.Component });
    });
    lazyComponents.set(load, component);
  }
  return component;
}

function elementOf(route: RouteObject): React.ReactNode {
  if (route.element !== undefined) return route.element;
  if (route.lazy) {
    const Component = lazyComponentOf(route.lazy);
    return <Component />;
  }
  return <Outlet />;
}

/** Renders the route at `depth` of a matched chain; its `<Outlet />` renders the next one. */
export function RenderMatch({ matches, depth }: { matches: RouteMatch[]; depth: number }) {
  const match = matches[depth];
  const value = React.useMemo(() => ({ matches, depth }), [matches, depth]);
  if (!match) return null;
  return <RouteContext value={value}>{elementOf(match.route)}</RouteContext>;
}

/**
 * Where a layout shows its child route. One Suspense boundary that stays in place: a navigation
 * (a transition) to a route whose code is still on its way keeps the current screen meanwhile.
 */
export function Outlet() {
  const { matches, depth } = React.use(RouteContext);
  const fallback = React.use(RouteFallbackContext);
  return (
    <React.Suspense fallback={fallback}>
      <RenderMatch matches={matches} depth={depth + 1} />
    </React.Suspense>
  );
}
