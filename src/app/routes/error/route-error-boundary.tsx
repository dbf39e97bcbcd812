import { useRouteError } from 'react-router-dom';
import { RouteErrorPage } from './route-error-page';

/** The router's error element: what a route threw (rendering, or its code failing to load). */
export function RouteErrorBoundary() {
  return <RouteErrorPage error={useRouteError()} />;
}
