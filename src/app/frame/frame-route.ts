/**
 * Which first-paint frame an address shows (src/app/frame/first-paint-frames.tsx): the boot
 * script picks it before the page is parsed, from the address and whether a session cookie is
 * there, and puts it on `<html data-frame>`; the frames' style shows that one alone.
 */
export const FRAME_ROUTES = ['login', 'home', 'instance', 'page'] as const;
/** `none`: no frame (the setup check, outside the layout, draws itself). */
export type FrameRoute = (typeof FRAME_ROUTES)[number] | 'none';

/** The signed-in layout's screens that are not an instance page (spec 1 §2, 2 §2). */
const SCREENS = new Set(['settings', 'download', 'admin']);

/** The address's path below `basePath` ("/" or "/dashboard/"), in segments. */
function segmentsOf(pathname: string, basePath: string): string[] {
  const base = basePath.endsWith('/') ? basePath : `${basePath}/`;
  const path = pathname.startsWith(base) ? pathname.slice(base.length) : pathname.slice(1);
  return path.split('/').filter(Boolean);
}

/**
 * The frame for `pathname` under `basePath` ("/" or "/dashboard/"): the sign-in screen without a
 * session (every guarded address goes there), the home, an instance page (`/:id`,
 * `/instances/:id/read`), or the layout with a spinner for the other screens.
 */
export function frameRouteOf(pathname: string, basePath: string, signedIn: boolean): FrameRoute {
  const segments = segmentsOf(pathname, basePath);
  const first = segments[0] ?? '';
  if (first === 'setup') return 'none';
  if (first === 'login' || first === 'logout' || !signedIn) return 'login';
  if (first === '' || first === 'home') return 'home';
  if (SCREENS.has(first)) return 'page';
  if (segments.length === 1) return 'instance';
  if (segments.length === 3 && first === 'instances' && segments[2] === 'read') return 'instance';
  return 'login';
}

/** The instance an address of the instance frame names (decoded, as the router gives it). */
export function instanceIdOf(pathname: string, basePath: string): string | undefined {
  const segments = segmentsOf(pathname, basePath);
  const id = segments.length === 1 ? segments[0] : segments[1];
  try {
    return id === undefined ? undefined : decodeURIComponent(id);
  } catch {
    return undefined;
  }
}
