import {
  createBrowserHistory,
  createMemoryHistory,
  locationOf,
  type Location,
  type RouterHistory,
} from './history';
import { matchRoutes, type RouteMatch, type RouteObject } from './match-routes';
import { routesCodeSettled } from './route-code';

/** Asked before the app leaves an address; true keeps it there until the user decides. */
export type BlockerFunction = (args: {
  currentLocation: Location;
  nextLocation: Location;
}) => boolean;

/** A navigation that a blocker holds: go on with it, or stay. */
export type BlockedNavigation = {
  blocker: BlockerFunction;
  proceed: () => void;
  reset: () => void;
};

export type RouterState = {
  location: Location;
  /** The routes the address lands on, outermost first; null when none does. */
  matches: RouteMatch[] | null;
  blocked: BlockedNavigation | null;
};

export type NavigateOptions = { replace?: boolean };

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  /** Goes to an absolute address, unless a blocker holds the navigation. */
  navigate(to: string, options?: NavigateOptions): void;
  addBlocker(blocker: BlockerFunction): () => void;
  /** Settles once the code of the routes the address lands on is in, or has failed. */
  codeSettled(): Promise<void>;
}

function sameParams(a: RouteMatch['params'], b: RouteMatch['params']): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * Our router (issue #32: React Router's data router was 28 KiB of the entry, more than the rest
 * of the shell's code). It keeps the address, the matched routes and a held navigation, and
 * starts a route's data (`preload`) the moment an address lands on it, beside its code.
 */
export function createRouter(routes: RouteObject[], history: RouterHistory): Router {
  const listeners = new Set<(state: RouterState) => void>();
  const blockers = new Set<BlockerFunction>();
  let state: RouterState = { location: history.location, matches: null, blocked: null };
  // The back/forward move that undoes a blocked one is ours: it is not a navigation.
  let undoing = false;
  let proceeding = false;

  const setState = (next: RouterState) => {
    state = next;
    for (const listener of listeners) listener(state);
  };

  const land = (location: Location) => {
    const matches = matchRoutes(routes, location.pathname);
    // The code starts with the data, not when a render first asks for it.
    void routesCodeSettled((matches ?? []).map((match) => match.route));
    for (const match of matches ?? []) {
      // Two routes of one page share their preload: /x to /instances/x/read starts nothing.
      const before = state.matches?.find(
        (previous) => previous.route.preload === match.route.preload,
      );
      if (match.route.preload && (!before || !sameParams(before.params, match.params))) {
        match.route.preload(match.params);
      }
    }
    setState({ location, matches, blocked: null });
  };

  const blockerOf = (nextLocation: Location) =>
    [...blockers].find((blocker) => blocker({ currentLocation: state.location, nextLocation }));

  const hold = (blocker: BlockerFunction, proceed: () => void) => {
    setState({
      ...state,
      blocked: { blocker, proceed, reset: () => setState({ ...state, blocked: null }) },
    });
  };

  history.listen((location, delta) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const blocker = proceeding || delta === null ? undefined : blockerOf(location);
    proceeding = false;
    if (blocker && delta !== null) {
      undoing = true;
      history.go(-delta);
      hold(blocker, () => {
        proceeding = true;
        history.go(delta);
      });
      return;
    }
    land(location);
  });

  land(history.location);

  return {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, { replace = false } = {}) {
      const go = () => {
        if (replace) history.replace(to);
        else history.push(to);
        land(history.location);
      };
      const blocker = blockerOf(locationOf(to));
      if (blocker) hold(blocker, go);
      else go();
    },
    codeSettled() {
      return routesCodeSettled((state.matches ?? []).map((match) => match.route));
    },
    addBlocker(blocker) {
      blockers.add(blocker);
      return () => {
        blockers.delete(blocker);
        if (state.blocked?.blocker === blocker) setState({ ...state, blocked: null });
      };
    },
  };
}

/** The app's router over the browser's history. */
export function createBrowserRouter(routes: RouteObject[]): Router {
  return createRouter(routes, createBrowserHistory());
}

/** A router in memory for stories and tests, at the last of `initialEntries`. */
export function createMemoryRouter(
  routes: RouteObject[],
  { initialEntries }: { initialEntries?: string[] } = {},
): Router {
  return createRouter(routes, createMemoryHistory(initialEntries));
}
