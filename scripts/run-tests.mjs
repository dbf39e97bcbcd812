// `npm test`: every check in the order that fails fastest, stopping at the first failure.
import { spawn } from 'node:child_process';

const BUILD_STEP = 'build + bundle budgets';
/**
 * Steps marked SIDE_BY_SIDE that follow each other run at the same time, each one's output
 * printed whole when it ends: the static checks wait on files as much as on the processor, so
 * side by side they end sooner even on two cores (docs/testing.md has the times).
 */
const SIDE_BY_SIDE = { sideBySide: true };
const steps = [
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], SIDE_BY_SIDE],
  ['lint', 'npx', ['eslint', '--max-warnings=0', '.'], SIDE_BY_SIDE],
  // Unused files, exports and dependencies (knip.config.ts says why each entry is there).
  ['unused code (knip)', 'npx', ['knip', '--no-progress'], SIDE_BY_SIDE],
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.'], SIDE_BY_SIDE],
  // Telemetry is off in redocly.yaml (`telemetry: off`) and by REDOCLY_TELEMETRY below.
  ['openapi lint', 'npx', ['redocly', 'lint', 'openapi/openapi.yaml'], SIDE_BY_SIDE],
  // Three forks: Vitest's default (one less than the cores) is one fork on a two-core machine, and
  // a jsdom test file spends most of its time setting up, not computing, so three keep both cores
  // busy.
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
  // A smoke set in Firefox ESR over WebDriver BiDi, on the build step's dist/
  // under vite preview; firefox-esr is installed when missing, as Chromium is (docs/testing.md).
  ['journeys (Firefox)', 'npm', ['run', '--silent', 'test:firefox']],
  // The journeys in WebKit: Debian's WebKitGTK MiniBrowser over classic WebDriver,
  // on the build step's dist/ under vite preview; webkit2gtk-driver and xvfb are installed when
  // missing, as Firefox is (docs/testing.md, "WebKit").
  ['journeys (WebKit)', 'npm', ['run', '--silent', 'test:webkit']],
  // The build step's dist/, copied twice and set up by deploy/configure.sh (at the root and under
  // /dashboard/), served by Debian's nginx with deploy/nginx.conf against the standalone mock on
  // another origin (nginx is installed when missing, as Chromium is).
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
  for (const [name, seconds, outcome, together] of times) {
    const notes = [outcome === 'passed' ? '' : outcome, together ? '(side by side)' : ''];
    console.log(
      `  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s  ${notes.join(' ')}`.trimEnd(),
    );
  }
  console.log(`  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);
}
/** Runs one step; its output goes straight through, or is kept to print whole (`buffered`). */
function runStep([name, command, args], buffered) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn(command, args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', ...shared },
    });
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    const end = (status) =>
      resolve({ name, args, command, status, seconds: (Date.now() - started) / 1000, chunks });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      end(1);
    });
    child.on('close', (code, signal) => end(code ?? signal ?? 1));
  });
}

const chosen = steps.filter(
  ([name]) => only.length === 0 || only.some((word) => name.includes(word)),
);
for (let index = 0; index < chosen.length;) {
  const batch = [chosen[index]];
  if (chosen[index][3]?.sideBySide) {
    while (chosen[index + batch.length]?.[3]?.sideBySide) batch.push(chosen[index + batch.length]);
  }
  index += batch.length;
  const together = batch.length > 1;
  if (together) console.log(`\n▶ side by side: ${batch.map(([name]) => name).join(', ')}`);
  else console.log(`\n▶ ${batch[0][0]}: ${batch[0][1]} ${batch[0][2].join(' ')}`);
  const results = await Promise.all(batch.map((step) => runStep(step, together)));
  for (const { name, command, args, status, seconds, chunks } of results) {
    if (together) {
      console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
      process.stdout.write(Buffer.concat(chunks));
    }
    times.push([name, seconds, status === 0 ? 'passed' : 'FAILED', together]);
    if (status === 0) console.log(`✔ ${name} (${seconds.toFixed(1)}s)`);
    else console.error(`\n✖ ${name} failed after ${seconds.toFixed(1)}s (exit ${status}).`);
  }
  const failed = results.find(({ status }) => status !== 0);
  if (failed) {
    printTimes();
    process.exit(typeof failed.status === 'number' ? failed.status : 1);
  }
  // The build step's dist/ is this run's build of these sources: the journeys serve it
  // (scripts/ensure-dist.mjs, playwright.preview.config.ts) instead of building again.
  if (batch.some(([name]) => name === BUILD_STEP)) shared.E2E_PREVIEW_DIST = 'dist';
}
printTimes();
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
