// Finds what the WebKit journeys drive: Debian's WebKitGTK WebDriver server
// (webkit2gtk-driver), its MiniBrowser, and xvfb-run for the display MiniBrowser needs.
// $WEBKIT_DRIVER_PATH and $MINIBROWSER_PATH override the lookup.
import { existsSync, readdirSync } from 'node:fs';

const first = (paths) => paths.find((path) => existsSync(path));

/** @returns {string | undefined} WebKitWebDriver */
export function findWebKitDriver() {
  const fromEnv = process.env.WEBKIT_DRIVER_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return first(['/usr/bin/WebKitWebDriver']);
}

/** @returns {string | undefined} MiniBrowser, in the multiarch folder of libwebkit2gtk-4.1 */
export function findMiniBrowser() {
  const fromEnv = process.env.MINIBROWSER_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const lib = '/usr/lib';
  const arches = existsSync(lib)
    ? readdirSync(lib).filter((dir) => dir.endsWith('-linux-gnu'))
    : [];
  return first(
    arches.flatMap((arch) => [
      `${lib}/${arch}/webkit2gtk-4.1/MiniBrowser`,
      `${lib}/${arch}/webkit2gtk-4.0/MiniBrowser`,
    ]),
  );
}

/** @returns {string | undefined} xvfb-run */
export function findXvfbRun() {
  return first(['/usr/bin/xvfb-run']);
}

/**
 * Environment of the driver and the browser it starts: no desktop portal to wait for (the first
 * launch otherwise waits about 30 s on a D-Bus portal that a CI machine does not have), no
 * accessibility bus, software rendering, and no sandbox helper (bubblewrap is not there, and as
 * root WebKit refuses it anyway).
 */
export const WEBKIT_ENV = {
  GTK_USE_PORTAL: '0',
  GDK_DEBUG: 'no-portals',
  NO_AT_BRIDGE: '1',
  WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
  WEBKIT_DISABLE_COMPOSITING_MODE: '1',
  LIBGL_ALWAYS_SOFTWARE: '1',
};
