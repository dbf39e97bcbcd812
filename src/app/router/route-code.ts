import type { RouteObject } from './match-routes';

type LoadRoute = NonNullable<RouteObject['lazy']>;
type RouteModule = Awaited<ReturnType<LoadRoute>>;

interface RouteCode {
  promise: Promise<RouteModule>;
  /** Set once the code is in: a render can then use it at once. */
  loaded?: RouteModule;
}

const codes = new WeakMap<LoadRoute, RouteCode>();

/**
 * A route's code, asked for once per loader: when an address lands on the route (create-router)
 * and when a render needs it (render-matches) share one request.
 */
export function loadRouteCode(load: LoadRoute): RouteCode {
  let code = codes.get(load);
  if (!code) {
    const entry: RouteCode = { promise: load() };
    entry.promise.then(
      (module) => (entry.loaded = module),
      () => undefined,
    );
    codes.set(load, entry);
    code = entry;
  }
  return code;
}

/** Settles once the code of every lazy route in `routes` is in, or has failed (never rejects). */
export function routesCodeSettled(routes: readonly RouteObject[]): Promise<void> {
  const loads = routes.flatMap((route) => (route.lazy ? [loadRouteCode(route.lazy).promise] : []));
  return Promise.allSettled(loads).then(() => undefined);
}
