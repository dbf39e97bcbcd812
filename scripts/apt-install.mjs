// Installs Debian packages for the test run (Chromium, Firefox ESR, WebKitGTK, nginx, unzip, Python)
// as root, for scripts/ensure-chromium.mjs, ensure-firefox.mjs and ensure-webkit.mjs. apt prints thousands of lines;
// they stay out of the test log unless it fails, and then the run stops with their tail.
import { execFileSync } from 'node:child_process';

/**
 * `apt-get update` then `apt-get install -y` of the packages; exits the process on failure.
 * `recommends: false` leaves out what they only recommend (WebKitGTK's recommend system fonts,
 * which would change how the visual set's shots fall back, and media plug-ins).
 */
export function aptInstall(packages, { recommends = true } = {}) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = [
    'install',
    '-y',
    ...(recommends ? [] : ['--no-install-recommends']),
    ...packages,
  ];
  for (const args of [['update'], install]) {
    try {
      execFileSync('apt-get', args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
    } catch (error) {
      console.error(
        String(error.stdout ?? '').slice(-4000),
        String(error.stderr ?? '').slice(-4000),
      );
      console.error(`apt-get ${args.join(' ')} failed.`);
      process.exit(1);
    }
  }
}
