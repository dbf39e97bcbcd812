// Makes sure a Firefox is present for the Firefox smoke journeys (`npm run test:firefox`). On a
// Debian machine where we run as root it installs Debian's firefox-esr, as
// scripts/ensure-chromium.mjs does for Chromium; elsewhere it prints exactly what to install.
import { existsSync, readFileSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { findFirefox } from './firefox.mjs';

const found = findFirefox();
if (found) {
  console.log(`firefox: ${found}`);
  process.exit(0);
}
if (process.env.FIREFOX_PATH) {
  console.error(`FIREFOX_PATH is set to ${process.env.FIREFOX_PATH}, but nothing is there.`);
  process.exit(1);
}

const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isDebian || !isRoot) {
  const os = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  console.error(
    [
      'Missing for the Firefox journeys: firefox (128 or later, for WebDriver BiDi).',
      isDebian
        ? 'Install with: sudo apt-get install -y firefox-esr'
        : 'Install Firefox (Debian: apt-get install firefox-esr; Ubuntu: the firefox package from Mozilla; macOS: brew install --cask firefox),',
      'then, if it is not at /usr/bin/firefox-esr or /usr/bin/firefox, point FIREFOX_PATH at its executable.',
      os ? `(This machine: ${/PRETTY_NAME="?([^"\n]*)/.exec(os)?.[1] ?? 'unknown'})` : '',
    ].join('\n'),
  );
  process.exit(1);
}

console.log("installing Debian's firefox-esr (about a minute)...");
aptInstall(['firefox-esr']);
const installed = findFirefox();
if (!installed) {
  console.error('apt-get finished but no firefox executable was found.');
  process.exit(1);
}
console.log(`firefox: ${installed}; firefox-esr installed`);
