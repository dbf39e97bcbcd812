import type * as React from 'react';

/** Values of a path's `:name` segments (and `*`, the rest of a splat path), decoded. */
export type Params = Record<string, string>;

/**
 * One route of the table. Children match what their parent's path leaves; the first route that
 * matches, in the order written, wins (so static paths go before `:id`).
 */
export type RouteObject = {
  /** Relative to the parent; `:name` captures one segment, a final `*` the rest. */
  path?: string;
  /** Matches when the parent's path is the whole address. */
  index?: boolean;
  element?: React.ReactNode;
  /** The route's code, loaded on first visit (rendered under the router's Suspense). */
  lazy?: () => Promise<{ Component: React.ComponentType }>;
  children?: RouteObject[];
  /**
   * Starts the route's data beside its code when a navigation lands on the route with params
   * it did not have on the previous address (a new page, not a re-render of the same one).
   */
  preload?: (params: Params) => void;
};

export type RouteMatch = {
  route: RouteObject;
  /** The params of this route and its parents. */
  params: Params;
  /** The address this route's path matched, from the root: where its relative links start. */
  pathnameBase: string;
};

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as written rather than breaking the page.
    return segment;
  }
}

type PrefixMatch = { params: Params; consumed: number };

/** Whether `pattern` matches the start of `segments` (static segments ignore case). */
function matchPrefix(pattern: string, segments: string[]): PrefixMatch | null {
  const parts = segmentsOf(pattern);
  const params: Params = {};
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === '*' && i === parts.length - 1) {
      params['*'] = segments.slice(i).map(decodeSegment).join('/');
      return { params, consumed: segments.length };
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return { params, consumed: parts.length };
}

function addressOf(segments: string[]): string {
  return `/${segments.join('/')}`;
}

function matchSegments(
  routes: RouteObject[],
  segments: string[],
  base: string[],
  parentParams: Params,
): RouteMatch[] | null {
  const rest = segments.slice(base.length);
  for (const route of routes) {
    if (route.index) {
      if (rest.length === 0)
        return [{ route, params: { ...parentParams }, pathnameBase: addressOf(base) }];
      continue;
    }
    const prefix = matchPrefix(route.path ?? '', rest);
    if (!prefix) continue;
    const params = { ...parentParams, ...prefix.params };
    // A splat's base is its static part: `admin/*` at /admin/users starts its links at /admin.
    const own = '*' in prefix.params ? segmentsOf(route.path ?? '').length - 1 : prefix.consumed;
    const routeBase = segments.slice(0, base.length + own);
    const self: RouteMatch = { route, params, pathnameBase: addressOf(routeBase) };
    if (route.children) {
      const below = matchSegments(route.children, segments, routeBase, params);
      if (below) return [self, ...below];
    }
    const renders = route.element !== undefined || route.lazy !== undefined;
    if (prefix.consumed === rest.length && (renders || !route.children)) return [self];
  }
  return null;
}

/**
 * The chain of routes (outermost first) that `pathname` lands on, or null when none does.
 * `base` is where these routes start (a nested table's parent address).
 */
export function matchRoutes(
  routes: RouteObject[],
  pathname: string,
  base = '/',
  parentParams: Params = {},
): RouteMatch[] | null {
  const segments = segmentsOf(pathname);
  const baseSegments = segmentsOf(base);
  const inside = baseSegments.every((part, i) => part.toLowerCase() === segments[i]?.toLowerCase());
  return inside ? matchSegments(routes, segments, baseSegments, parentParams) : null;
}

/** Matches one absolute pattern against the whole address (the router's `useMatch`). */
export function matchPath(pattern: string, pathname: string): { params: Params } | null {
  const match = matchRoutes([{ path: pattern }], pathname);
  return match ? { params: match[0]!.params } : null;
}

/** An absolute `to` as written; a relative one below `base` (`..` goes up a segment). */
export function resolvePath(to: string, base: string): string {
  if (to.startsWith('/')) return to;
  const [path = '', ...query] = to.split(/(?=[?#])/);
  const resolved = segmentsOf(base);
  for (const segment of segmentsOf(path)) {
    if (segment === '..') resolved.pop();
    else if (segment !== '.') resolved.push(segment);
  }
  return `/${resolved.join('/')}${query.join('')}`;
}
