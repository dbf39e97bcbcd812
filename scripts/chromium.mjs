// Finds the Chromium the tests drive. Order: $CHROMIUM_PATH, the system package, Playwright's cache.
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

function playwrightCacheCandidates() {
  const cache = process.env.PLAYWRIGHT_BROWSERS_PATH || join(homedir(), '.cache', 'ms-playwright');
  if (!existsSync(cache)) return [];
  return readdirSync(cache)
    .filter((name) => name.startsWith('chromium-'))
    .sort()
    .reverse()
    .flatMap((name) => [
      join(cache, name, 'chrome-linux64', 'chrome'),
      join(cache, name, 'chrome-linux', 'chrome'),
    ]);
}

/** @returns {string | undefined} the first Chromium executable found */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return [...SYSTEM_PATHS, ...playwrightCacheCandidates()].find((path) => existsSync(path));
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
