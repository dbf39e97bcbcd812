import * as React from 'react';
import type { Router, RouterState } from './create-router';
import type { RouteMatch } from './match-routes';

export const RouterContext = React.createContext<Router | null>(null);

/** The state the screen shows (it follows the router's in a transition). */
export const RouterStateContext = React.createContext<RouterState | null>(null);

/** Where a route sits in the matched chain; `depth` -1 above the first route. */
export type RouteContextValue = { matches: RouteMatch[]; depth: number };

export const RouteContext = React.createContext<RouteContextValue>({ matches: [], depth: -1 });

/** Shown while a route's code arrives. */
export const RouteFallbackContext = React.createContext<React.ReactNode>(null);
