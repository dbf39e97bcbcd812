import * as React from 'react';
import type { Router } from './create-router';
import { RenderMatch } from './render-matches';
import { RouteErrorCatcher } from './route-error-catcher';
import { RouteFallbackContext, RouterContext, RouterStateContext } from './router-context';

type Props = {
  router: Router;
  /** Shown while a route's code arrives. */
  fallback?: React.ReactNode;
  /** Shown in place of the routes when one throws. */
  renderError?: (error: unknown) => React.ReactNode;
};

function rethrow(error: unknown): never {
  throw error;
}

/**
 * Renders the routes the address lands on. The screen follows the router in a transition, so a
 * route whose code is still loading leaves the current screen up rather than a blank one.
 */
export function RouterProvider({ router, fallback = null, renderError = rethrow }: Props) {
  const [state, setState] = React.useState(router.state);
  // A layout effect: it subscribes before any child's passive effect (a <Navigate>) navigates.
  React.useLayoutEffect(
    () => router.subscribe((next) => React.startTransition(() => setState(next))),
    [router],
  );
  return (
    <RouterContext value={router}>
      <RouterStateContext value={state}>
        <RouteFallbackContext value={fallback}>
          <RouteErrorCatcher pathname={state.location.pathname} renderError={renderError}>
            <React.Suspense fallback={fallback}>
              {state.matches && <RenderMatch matches={state.matches} depth={0} />}
            </React.Suspense>
          </RouteErrorCatcher>
        </RouteFallbackContext>
      </RouterStateContext>
    </RouterContext>
  );
}
