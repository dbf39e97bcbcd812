// Makes sure a Chromium is present for the browser tests, with its headless shell for the
// journeys (scripts/chromium.mjs, journeyLaunchOptions), and Info-ZIP's unzip and Python 3, the two
// unzippers that check the downloader's archives. On a Debian machine where we run as root it
// installs Debian's packages; elsewhere it prints exactly what to install, and the journeys drive
// the full Chromium when the shell is missing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { aptInstall } from './apt-install.mjs';
import { findChromium, findHeadlessShell } from './chromium.mjs';

const onPath = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const missingTools = ['unzip', 'python3'].filter((tool) => !onPath(tool));
const found = findChromium();
const shell = findHeadlessShell();
if (found && shell && missingTools.length === 0) {
  console.log(`chromium: ${found}; its headless shell: ${shell}; unzip and python3 present`);
  process.exit(0);
}
if (!found && process.env.CHROMIUM_PATH) {
  console.error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but nothing is there.`);
  process.exit(1);
}

const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (found && missingTools.length === 0 && !(isDebian && isRoot)) {
  console.log(
    `chromium: ${found} (no headless shell: the journeys drive it too); unzip and python3 present`,
  );
  process.exit(0);
}
if (!isDebian || !isRoot) {
  const os = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  console.error(
    [
      `Missing for the tests: ${[...(found ? [] : ['chromium']), ...missingTools].join(', ')}.`,
      isDebian
        ? `Install with: sudo apt-get install -y ${[...(found ? [] : ['chromium']), ...missingTools].join(' ')}`
        : 'Install Chromium (Debian/Ubuntu: apt-get install chromium; macOS: brew install --cask chromium),',
      'then, if it is not at /usr/bin/chromium, point CHROMIUM_PATH at its executable.',
      os ? `(This machine: ${/PRETTY_NAME="?([^"\n]*)/.exec(os)?.[1] ?? 'unknown'})` : '',
    ].join('\n'),
  );
  process.exit(1);
}

// Both Chromium packages in one install: the shell depends on the very chromium-common version
// that chromium does, so apt brings them to the same release.
const packages = [
  ...(found && shell ? [] : ['chromium', 'chromium-headless-shell']),
  ...missingTools,
];
console.log(`installing Debian's ${packages.join(', ')} (chromium takes about 2 minutes)...`);
aptInstall(packages);
const installed = findChromium();
const installedShell = findHeadlessShell();
if (!installed || !installedShell) {
  console.error(
    'apt-get finished but no chromium or chromium-headless-shell executable was found.',
  );
  process.exit(1);
}
console.log(
  `chromium: ${installed}; its headless shell: ${installedShell}; ${packages.join(', ')} installed`,
);
