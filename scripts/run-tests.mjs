// `npm test`: every check in the order that fails fastest, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const BUILD_STEP = 'build + bundle budgets';
const steps = [
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  // Unused files, exports and dependencies (knip.config.ts says why each entry is there).
  ['unused code (knip)', 'npx', ['knip', '--no-progress']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  // Telemetry is off in redocly.yaml (`telemetry: off`) and by REDOCLY_TELEMETRY below.
  ['openapi lint', 'npx', ['redocly', 'lint', 'openapi/openapi.yaml']],
  // Three forks: Vitest's default (one less than the cores) is one fork on a two-core machine, and
  // a jsdom test file spends most of its time setting up, not computing (146 s with one, 99 s
  // with three on this machine).
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--maxWorkers=3']],
  ['story tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'stories']],
  // The subset of `npm run test:visual` that fits CI's time: primitives and the gallery in three
  // themes, every other story in the default theme at 1440 px (README, visual regression).
  ['visual regression (Chromium)', 'node', ['scripts/visual.mjs', '--ci']],
  // Only the bundle budgets here: the zip, queue and phone benches report machine-dependent
  // figures (`npm run bench` runs them), and speed is not asserted in timed tests.
  [BUILD_STEP, 'node', ['scripts/bench.mjs', '--no-zip', '--no-queue', '--no-phone']],
  ['journeys (Chromium)', 'npx', ['playwright', 'test']],
  // The build again, its session tokens living 4 s: headers, no CSP violation, silent refresh.
  [
    'journeys with 4-second tokens (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'playwright.preview.config.ts'],
  ],
  // A smoke set in Firefox ESR over WebDriver BiDi (issue #43 item 6), on the build step's dist/
  // under vite preview; firefox-esr is installed when missing, as Chromium is (docs/testing.md).
  ['journeys (Firefox)', 'npm', ['run', '--silent', 'test:firefox']],
  // The journeys in WebKit (issue #50): Debian's WebKitGTK MiniBrowser over classic WebDriver,
  // on the build step's dist/ under vite preview; webkit2gtk-driver and xvfb are installed when
  // missing, as Firefox is (docs/testing.md, "WebKit").
  ['journeys (WebKit)', 'npm', ['run', '--silent', 'test:webkit']],
  // The build step's dist/, copied twice and set up by deploy/configure.sh (at the root and under
  // /dashboard/), served by Debian's nginx with deploy/nginx.conf against the standalone mock on
  // another origin (issue #41; nginx is installed when missing, as Chromium is).
  [
    'journeys on nginx (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'playwright.nginx.config.ts'],
  ],
];

const only = process.argv.slice(2);
/** Environment that a passed step hands to the steps after it. */
const shared = {};
const started = Date.now();
/** Each step's wall time, printed as a table at the end (pass or fail), so every run says where time went. */
const times = [];
function printTimes() {
  if (times.length === 0) return;
  const width = Math.max(...times.map(([name]) => name.length));
  const total = (Date.now() - started) / 1000;
  console.log('\nStep wall times:');
  for (const [name, seconds, outcome] of times) {
    console.log(
      `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${outcome === 'passed' ? '' : outcome}`.trimEnd(),
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', ...shared },
  });
  const elapsed = (Date.now() - stepStarted) / 1000;
  const seconds = elapsed.toFixed(1);
  if (result.status !== 0) {
    times.push([name, elapsed, 'FAILED']);
    console.error(`\n✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    printTimes();
    process.exit(result.status || 1);
  }
  times.push([name, elapsed, 'passed']);
  // The build step's dist/ is this run's build of these sources: the journeys serve it
  // (scripts/ensure-dist.mjs, playwright.preview.config.ts) instead of building again.
  if (name === BUILD_STEP) shared.E2E_PREVIEW_DIST = 'dist';
  console.log(`✔ ${name} (${seconds}s)`);
}
printTimes();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
