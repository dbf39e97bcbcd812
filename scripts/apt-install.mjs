// Installs Debian packages for the test run (Chromium, Firefox ESR, nginx, unzip, Python) as root,
// for scripts/ensure-chromium.mjs and scripts/ensure-firefox.mjs. apt prints thousands of lines;
// they stay out of the test log unless it fails, and then the run stops with their tail.
import { execFileSync } from 'node:child_process';

/** `apt-get update` then `apt-get install -y` of the packages; exits the process on failure. */
export function aptInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...packages]]) {
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
