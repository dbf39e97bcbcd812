/**
 * The addresses of spec 1 §2 that decide which page an address is, in one place: the app's route
 * table (app-routes.tsx) is written with them, and the first-screen boot script
 * (src/app/boot/first-screen.ts), which must know an instance page before the router has loaded,
 * builds its pattern from them. A unit test checks the pattern against React Router's matching.
 */

/** The instance page's two addresses (spec 1 §2), relative to the signed-in layout at `/`. */
export const INSTANCE_PAGE_PATH = ':id';
export const INSTANCE_READ_PATH = 'instances/:id/read';

/**
 * Every static first segment the app owns. React Router ranks a static segment above `:id`, so
 * none of these is ever an instance id (a server called "home" is reached at /instances/home/read).
 */
const OWN_FIRST_SEGMENTS = [
  'home',
  'settings',
  'download',
  'admin',
  'login',
  'logout',
  'setup',
] as const;

function escapeForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The pathnames (below the base path) that React Router sends to the instance page: `/:id` where
 * `:id` is none of the app's own segments, and `/instances/:id/read`. Case-blind, as the router.
 */
function instancePathPattern(): RegExp {
  const own = OWN_FIRST_SEGMENTS.map(escapeForPattern).join('|');
  const read = INSTANCE_READ_PATH.split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeForPattern(part)))
    .join('\\/');
  return new RegExp(`^\\/(?:${read}|(?!(?:${own})\\/?$)[^/]+)\\/?$`, 'i');
}

/** The instance id of an instance page's pathname (below the base path), decoded; else undefined. */
export function instanceIdOf(path: string): string | undefined {
  if (!instancePathPattern().test(path)) return undefined;
  const segments = path.split('/').filter(Boolean);
  const encoded = segments.length === 3 ? segments[1] : segments[0];
  try {
    return encoded === undefined ? undefined : decodeURIComponent(encoded);
  } catch {
    // A stray '%': React Router keeps such a segment as it is.
    return encoded;
  }
}
