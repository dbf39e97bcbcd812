// `npm test`: every check in the order that fails fastest, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  // Unused files, exports and dependencies (knip.config.ts says why each entry is there).
  ['unused code (knip)', 'npx', ['knip', '--no-progress']],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  // Telemetry is off in redocly.yaml (`telemetry: off`) and by REDOCLY_TELEMETRY below.
  ['openapi lint', 'npx', ['redocly', 'lint', 'openapi/openapi.yaml']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['story tests (Chromium)', 'npx', ['vitest', 'run', '--project', 'stories']],
  // The subset of `npm run test:visual` that fits CI's time: primitives and the gallery in three
  // themes, every other story in the default theme at 1440 px (README, visual regression).
  ['visual regression (Chromium)', 'node', ['scripts/visual.mjs', '--ci']],
  // Only the bundle budgets here: the zip, queue and phone benches report machine-dependent
  // figures (`npm run bench` runs them), and speed is not asserted in timed tests.
  ['build + bundle budgets', 'node', ['scripts/bench.mjs', '--no-zip', '--no-queue', '--no-phone']],
  ['journeys (Chromium)', 'npx', ['playwright', 'test']],
  // The production build under vite preview: security headers, no CSP violation, short tokens.
  [
    'journeys on the build (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'playwright.preview.config.ts'],
  ],
  // A smoke set in Firefox ESR over WebDriver BiDi (issue #43 item 6), on the build step's dist/
  // under vite preview; firefox-esr is installed when missing, as Chromium is (docs/testing.md).
  ['journeys (Firefox)', 'npm', ['run', '--silent', 'test:firefox']],
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
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((word) => name.includes(word))) continue;
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
