import { codeLoader, type CodeLoader } from '@/lib/code-loader';
import type { RouteObject } from './match-routes';

type LoadRoute = NonNullable<RouteObject['lazy']>;
type RouteModule = Awaited<ReturnType<LoadRoute>>;

const codes = new WeakMap<LoadRoute, CodeLoader<RouteModule>>();

/**
 * A route's code, asked for once per loader: when an address lands on the route (create-router)
 * and when a render needs it (render-matches) share one request.
 */
export function routeCode(load: LoadRoute): CodeLoader<RouteModule> {
  let code = codes.get(load);
  if (!code) {
    code = codeLoader(load);
    codes.set(load, code);
  }
  return code;
}

/** Settles once the code of every lazy route in `routes` is in, or has failed (never rejects). */
export function routesCodeSettled(routes: readonly RouteObject[]): Promise<void> {
  const loads = routes.flatMap((route) => (route.lazy ? [routeCode(route.lazy).load()] : []));
  return Promise.allSettled(loads).then(() => undefined);
}
