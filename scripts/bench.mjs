// `npm run bench`: builds the app and reports what each route costs to download: every built
// chunk (raw and gzip bytes) and the entry's total (the entry chunk plus every chunk it imports
// statically: what a visitor downloads before the first screen), against bench/budgets.json.
// Byte counts do not depend on the machine. Then the zip in Chromium, the queue, the phone
// profile, the ZIP64 archive past 4 GiB and the zip in Node (`--no-zip`, `--no-queue`,
// `--no-phone` skip them); it exits non-zero naming every section that missed. The build is also
// checked to ship only what production runs: no Storybook-only file in dist/.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = process.cwd();
const dist = join(root, 'dist');
const budgets = JSON.parse(readFileSync(join(root, 'bench', 'budgets.json'), 'utf8'));

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

/** @type {Record<string, {file: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], css?: string[], src?: string, name?: string}>} */
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const sizes = new Map();
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = readFileSync(join(dist, file));
    sizes.set(file, {
      raw: statSync(join(dist, file)).size,
      gzip: gzipSync(bytes, { level: 9 }).length,
    });
  }
  return sizes.get(file);
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(8);
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    key,
    file: chunk.file,
    kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared',
    ...sizeOf(chunk.file),
  }))
  .sort((a, b) => b.gzip - a.gzip);

console.log('\nJS chunks (KiB)            raw      gzip');
for (const row of rows) {
  console.log(`${row.kind.padEnd(7)} ${kib(row.raw)} ${kib(row.gzip)}  ${row.file}  (${row.key})`);
}

/** The entry plus everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const failures = [];
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry) continue;
  const closure = [...staticClosure(key)].map((k) => manifest[k].file);
  const css = [...staticClosure(key)].flatMap((k) => manifest[k].css ?? []);
  const js = closure.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  const cssGzip = css.reduce((sum, file) => sum + sizeOf(file).gzip, 0);
  console.log(
    `\nentry ${key}: ${(js / 1024).toFixed(1)} KiB gzip of JS in ${closure.length} chunk(s) ` +
      `before the first screen (+ ${(cssGzip / 1024).toFixed(1)} KiB gzip CSS); budget ${budgets.entryGzipKiB} KiB`,
  );
  if (js / 1024 > budgets.entryGzipKiB) {
    failures.push(
      `entry ${key} is ${(js / 1024).toFixed(1)} KiB gzip > ${budgets.entryGzipKiB} KiB`,
    );
  }
}
for (const row of rows) {
  if (row.gzip / 1024 > budgets.chunkGzipKiB) {
    failures.push(
      `${row.file} is ${(row.gzip / 1024).toFixed(1)} KiB gzip > ${budgets.chunkGzipKiB} KiB`,
    );
  }
}

// Every section runs even when one misses, so one run prints every figure; the exit code says
// whether any missed. The order is chosen: the Node zip bench runs last, because its library
// comparison peaks at 4 × 1 GiB, and the kernel taking that memory back slowed what ran after it
// (a Chromium zip step then showed 124 ms tasks that it never shows on a quiet machine).
const missed = [];
if (failures.length > 0) {
  console.error(`\nOver budget (bench/budgets.json):\n- ${failures.join('\n- ')}`);
  missed.push('bundle');
} else {
  console.log('\nAll bundle budgets met.');
}

// Storybook's MSW worker answers the stories' requests in the browser; production never runs it,
// so it lives in .storybook/public/, outside Vite's public dir, and must not reach dist/ (nor its
// precompressed copies).
const storybookOnly = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
  basename(file).startsWith('mockServiceWorker.js'),
);
if (storybookOnly.length > 0) {
  console.error(
    "\ndist/ ships Storybook's MSW worker, which production never runs: " +
      `${storybookOnly.join(', ')} (it belongs in .storybook/public/, not public/)`,
  );
  missed.push('build output');
} else {
  console.log('dist/ holds no Storybook-only file.');
}

const section = (name, command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) missed.push(name);
};

// ------------------------------------- downloader zip in Chromium (bench-zip-chromium.mjs)
// Long tasks of the app's own "Download zip" in Chromium, from download to saved file.
if (!process.argv.includes('--no-zip')) {
  section('zip in Chromium', 'node', ['scripts/bench-zip-chromium.mjs']);
}

// ---------------------------------------------------------------- instance queue (bench-queue.mjs)
// The instance page's queue at 100 and 10,000 tracks in Chromium: first render, unchanged and
// changed polls, progress ticks and a scroll to the end, as ratios; fails over target. `--no-queue` skips it.
if (!process.argv.includes('--no-queue')) {
  section('queue', 'node', ['scripts/bench-queue.mjs']);
}

// --------------------------------------------------------------- phone profile (bench-phone.mjs)
// The floor (React 19, one heading), /home and The Lounge cold on Lighthouse's mobile
// profile, an idle instance page and three interactions at 4× CPU. `--no-phone` skips it;
// `--idle=N` shortens its idle minute. It serves the build made above.
if (!process.argv.includes('--no-phone')) {
  const idle = process.argv.filter((a) => a.startsWith('--idle=') || a.startsWith('--runs='));
  section('phone', 'node', ['scripts/bench-phone.mjs', '--no-build', ...idle]);
}

// ------------------------------------------------------- downloader ZIP64 (bench-zip64.ts)
// A 4.06 GiB archive written to disk and read back by unzip -t and Python's zipfile, its write
// time as a ratio of a plain copy of the same bytes: a bench, not a unit test, because it takes
// minutes of disk. `--no-zip` skips it too.
if (!process.argv.includes('--no-zip')) {
  section('zip64', 'npx', ['tsx', 'scripts/bench-zip64.ts']);
}

// ------------------------------------------------------------------ downloader zip (bench-zip.ts)
// The downloader's ratios on a 200-track, 1 GiB playlist (zip ÷ copy, peak ÷ data, CRC overhead),
// with jszip and client-zip beside it. `--no-zip` skips it (and the Chromium zip bench).
if (!process.argv.includes('--no-zip')) {
  section('zip', 'npx', ['tsx', '--expose-gc', 'scripts/bench-zip.ts']);
}

if (missed.length > 0) {
  console.error(`\nBench targets missed in: ${missed.join(', ')}`);
  process.exit(1);
}
console.log('\nEvery bench target met.');
