// Finds the Chromium the tests drive. Order: $CHROMIUM_PATH, the system package, Playwright's cache.
// The journeys drive Chromium's headless shell when there is one (journeyLaunchOptions below).
import { existsSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Flags every test launch uses: headless, and nothing that phones home on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Executables in Playwright's browser cache: in each folder named `prefix…` (newest first), each
 * of `inside` (path parts below that folder).
 */
function playwrightCacheCandidates(prefix, inside) {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((name) => name.startsWith(prefix))
    .sort()
    .reverse()
    .flatMap((name) => inside.map((parts) => join(cache, name, ...parts)));
}

/** @returns {string | undefined} the first Chromium executable found */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return [
    ...SYSTEM_PATHS,
    ...playwrightCacheCandidates('chromium-', [
      ['chrome-linux64', 'chrome'],
      ['chrome-linux', 'chrome'],
    ]),
  ].find((path) => existsSync(path));
}

const HEADLESS_SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, built from the same sources as
 * `chromium`): `$CHROMIUM_HEADLESS_SHELL_PATH`, the system package, Playwright's cache.
 * @returns {string | undefined}
 */
export function findHeadlessShell() {
  const fromEnv = process.env.CHROMIUM_HEADLESS_SHELL_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return [
    ...HEADLESS_SHELL_PATHS,
    ...playwrightCacheCandidates('chromium_headless_shell-', [
      ['chrome-headless-shell-linux64', 'chrome-headless-shell'],
      ['chrome-linux', 'headless_shell'],
    ]),
  ].find((path) => existsSync(path));
}

/**
 * How the journeys start Chromium: its headless shell when there is one, else the full browser.
 * The same engine without the full browser's window layers costs the journeys about a third less
 * processor (docs/decisions/journeys-on-headless-shell.md). The shell's default font hinting
 * rounds each glyph's advance to a whole pixel (JetBrains Mono at 12 px: 7 px, not 7.2), so text
 * ran narrower than in the full browser and rows wrapped differently; slight hinting, the
 * fontconfig default the full browser follows, gives the same layout. The story tests, the visual
 * set and the benches stay on the full browser, whose pictures the baselines are.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function journeyLaunchOptions() {
  return {
    executablePath: findHeadlessShell() ?? findChromium() ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--font-render-hinting=slight'],
  };
}

/** Like findChromium, but throws with the install instructions when none is found. */
export function requireChromium() {
  const path = findChromium();
  if (!path) {
    throw new Error(
      "No Chromium found. Run `npm run chromium` (installs Debian's chromium as root), " +
        'or install one yourself (Debian/Ubuntu: `apt-get install chromium`) and set CHROMIUM_PATH.',
    );
  }
  return path;
}
