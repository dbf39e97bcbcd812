import * as React from 'react';
import type { Location } from './history';
import type { NavigateOptions, Router, RouterState } from './create-router';
import { matchPath, resolvePath, type Params } from './match-routes';
import { RouteContext, RouterContext, RouterStateContext } from './router-context';

/**
 * A programmer's mistake, never a user's: every screen renders under <RouterProvider>. A code,
 * not a sentence, like the app's other non-text states (no English the reader could meet).
 */
const NO_ROUTER_PROVIDER = 'router:no-provider';

export function useRouter(): Router {
  const router = React.use(RouterContext);
  if (!router) throw new Error(NO_ROUTER_PROVIDER);
  return router;
}

export function useRouterState(): RouterState {
  const state = React.use(RouterStateContext);
  if (!state) throw new Error(NO_ROUTER_PROVIDER);
  return state;
}

export function useLocation(): Location {
  return useRouterState().location;
}

/** Where relative addresses start for the route this component is in. */
export function useRouteBase(): string {
  const { matches, depth } = React.use(RouteContext);
  return matches[depth]?.pathnameBase ?? '/';
}

/** Navigates to an address (relative ones start at the current route). Stable across renders. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const router = useRouter();
  const base = useRouteBase();
  return React.useCallback(
    (to: string, options?: NavigateOptions) => router.navigate(resolvePath(to, base), options),
    [router, base],
  );
}

/** The `:name` values of the current route and its parents. */
export function useParams(): Params {
  const { matches, depth } = React.use(RouteContext);
  return matches[depth]?.params ?? {};
}

export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [React.useMemo(() => new URLSearchParams(search), [search])];
}

/** The params when the whole address matches `pattern`, else null. */
export function useMatch(pattern: string): { params: Params } | null {
  const { pathname } = useLocation();
  return React.useMemo(() => matchPath(pattern, pathname), [pattern, pathname]);
}
