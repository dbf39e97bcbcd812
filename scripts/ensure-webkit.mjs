// Makes sure WebKit is present for the WebKit journeys (`npm run test:webkit`): Debian's
// webkit2gtk-driver (WebKitWebDriver and MiniBrowser) and xvfb (xvfb-run). On a Debian machine
// where we run as root it installs them, as scripts/ensure-firefox.mjs does for Firefox; elsewhere
// it prints exactly what to install.
import { existsSync, readFileSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { findMiniBrowser, findWebKitDriver, findXvfbRun } from './webkit.mjs';

const missing = () =>
  [
    findWebKitDriver() && findMiniBrowser() ? undefined : 'webkit2gtk-driver',
    findXvfbRun() ? undefined : 'xvfb',
  ].filter((name) => name !== undefined);

const report = () =>
  console.log(`webkit: ${findWebKitDriver()}, ${findMiniBrowser()}; ${findXvfbRun()}`);

if (missing().length === 0) {
  report();
  process.exit(0);
}
for (const name of ['WEBKIT_DRIVER_PATH', 'MINIBROWSER_PATH']) {
  if (process.env[name] && !existsSync(process.env[name])) {
    console.error(`${name} is set to ${process.env[name]}, but nothing is there.`);
    process.exit(1);
  }
}

const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isDebian || !isRoot) {
  const os = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  console.error(
    [
      `Missing for the WebKit journeys: ${missing().join(', ')} (WebKitGTK's WebDriver server and MiniBrowser, and xvfb-run).`,
      isDebian
        ? `Install with: sudo apt-get install -y ${missing().join(' ')}`
        : 'Install WebKitGTK 2.40 or later with its WebDriver (Debian/Ubuntu: webkit2gtk-driver; Fedora: webkit2gtk4.1-devel) and Xvfb,',
      'then, if they are not where Debian puts them, point WEBKIT_DRIVER_PATH and MINIBROWSER_PATH at them.',
      os ? `(This machine: ${/PRETTY_NAME="?([^"\n]*)/.exec(os)?.[1] ?? 'unknown'})` : '',
    ].join('\n'),
  );
  process.exit(1);
}

console.log(`installing Debian's ${missing().join(' ')} (about a minute)...`);
aptInstall(missing(), { recommends: false });
if (missing().length > 0) {
  console.error(`apt-get finished but ${missing().join(', ')} is still missing.`);
  process.exit(1);
}
report();
console.log('webkit2gtk-driver and xvfb installed');
