// The HTTP headers the built dashboard is served with: one source for `npm run preview` (see
// vite.config.ts) and for deploy/nginx.conf (a test keeps the two equal).

/**
 * A strict policy: scripts only from our origin (the build emits no inline script), no plugins,
 * no framing. Styles allow 'unsafe-inline' because Radix's scroll lock and react-toastify insert
 * <style> elements at run time; style injection cannot run code. Images may come from any https
 * host: cover art and avatars live on the streaming services' and chat platform's CDNs; a backend
 * or avatar host on another origin (plain http included) is added to img-src, and the backend to
 * connect-src. deploy/configure.sh writes this policy into nginx's configuration for the
 * configured hosts: the build writes it with slots for the origins (cspTemplate) into dist/, and
 * the script fills them in; it keeps no policy of its own.
 * @param {{ apiOrigin?: string, avatarOrigin?: string }} [options] origins of a backend and an
 *   avatar host on other hosts, if any
 */
export function contentSecurityPolicy({ apiOrigin, avatarOrigin } = {}) {
  const connect = ["'self'", apiOrigin].filter(Boolean).join(' ');
  const img = [
    ...new Set(["'self'", 'https:', 'data:', 'blob:', apiOrigin, avatarOrigin].filter(Boolean)),
  ].join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "media-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The file of the build (dist/) that holds cspTemplate(), read by deploy/configure.sh. */
export const CSP_TEMPLATE_FILE = 'content-security-policy.txt';

/** The slots in cspTemplate() for the backend's and the avatar host's origins. */
const API_ORIGIN_SLOT = '{api-origin}';
const AVATAR_ORIGIN_SLOT = '{avatar-origin}';

/**
 * contentSecurityPolicy with a slot, after a space, where each origin goes. deploy/configure.sh
 * puts the origin in a slot (the avatar host's only where it is not the backend's) or drops the
 * slot with its space, which gives contentSecurityPolicy({ apiOrigin, avatarOrigin }) to the letter
 * (deploy/configure.test.ts).
 */
export function cspTemplate() {
  return contentSecurityPolicy({ apiOrigin: API_ORIGIN_SLOT, avatarOrigin: AVATAR_ORIGIN_SLOT });
}

/** @param {{ apiOrigin?: string, avatarOrigin?: string }} [options] */
export function securityHeaders(options = {}) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/** Hashed build assets never change, so browsers may keep them for a year; the rest revalidates. */
export function cacheControlFor(pathname) {
  return pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/** The origin of an absolute URL, or undefined for same-origin (empty or relative) values. */
export function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}
