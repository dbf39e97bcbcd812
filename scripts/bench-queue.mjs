// `npm run bench:queue` (also run by `npm run bench`): the instance page's queue with 2,000
// tracks in real Chromium. Serves scripts/bench-queue.html with Vite (the app's config, no
// mock backend needed), then reports:
//  - time to render the queue (first render + commit, flushSync, median of 5 page loads);
//  - main-thread time of one unchanged 1 s poll: JSON.parse of the identical 2,000-track answer
//    plus React's render + commit of the new data, and which components re-rendered;
//  - which components re-render on the 100 ms progress ticks over 2 s.
// Components are counted through React's DevTools commit hook (see bench-queue.html).
// Measured with production React. Figures depend on the machine; the one target checked is that an unchanged poll re-renders
// no queue row and that progress ticks re-render only progress elements.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const RUNS = 5;
const PROGRESS_COMPONENTS = new Set(['ElapsedTime', 'TrackProgress', 'LyricsPanel', 'SeekBar']);

// Production React (what users run): the dependency optimiser bundles React by NODE_ENV. Its own
// cache directory keeps this from disturbing a running dev server's.
process.env.NODE_ENV = 'production';
const server = await createServer({
  configFile: 'vite.config.ts',
  mode: 'production',
  cacheDir: 'node_modules/.vite-bench-queue',
  server: { port: 0, strictPort: false },
  logLevel: 'error',
  env: { MOCK_API: 'off' },
});
await server.listen();
const { port } = server.httpServer.address();
const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
/** "Name ×count, …" for a list of component names. */
function summary(names) {
  if (names.length === 0) return 'none';
  const counts = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return Object.entries(counts)
    .map(([name, count]) => (count > 1 ? `${name} ×${count}` : name))
    .join(', ');
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const page = await browser.newPage();
  const renders = [];
  const polls = [];
  let pollRendered = [];
  let ticks;
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(`http://localhost:${port}/scripts/bench-queue.html`);
    await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 120_000 });
    renders.push(await page.evaluate(() => window.__bench.renderQueue()));
    await page.waitForTimeout(300);
    const poll = await page.evaluate(() => window.__bench.unchangedPoll());
    polls.push(poll);
    pollRendered = poll.rendered;
    if (run === RUNS - 1) ticks = await page.evaluate(() => window.__bench.progressTicks(2000));
  }
  const rowRenders = pollRendered.filter((name) => name === 'QueueRow').length;
  const tickOthers = Object.keys(ticks.rendered).filter((name) => !PROGRESS_COMPONENTS.has(name));
  console.log('\nInstance queue, 2,000 tracks (Chromium, median of 5 loads)');
  console.log(`  render the queue:              ${median(renders).toFixed(1)} ms`);
  console.log(
    `  unchanged 1 s poll:            ${median(polls.map((p) => p.parseMs + p.commitMs)).toFixed(1)} ms main thread ` +
      `(JSON.parse ${median(polls.map((p) => p.parseMs)).toFixed(1)} ms + React ${median(polls.map((p) => p.commitMs)).toFixed(1)} ms); ` +
      `components re-rendered: ${summary(pollRendered)}; queue rows: ${rowRenders}`,
  );
  console.log(
    `  progress ticks over 2 s:       ${ticks.commits} commits; per component: ` +
      Object.entries(ticks.rendered)
        .map(([name, count]) => `${name} ${count}`)
        .join(', '),
  );
  const failures = [];
  if (rowRenders > 0) failures.push(`an unchanged poll re-rendered ${rowRenders} queue rows`);
  if (tickOthers.length > 0) failures.push(`progress ticks re-rendered ${tickOthers.join(', ')}`);
  if (failures.length > 0) {
    console.error(`\nQueue bench targets missed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      '  targets met: no row re-renders on an unchanged poll, ticks re-render progress only',
    );
  }
} finally {
  await browser.close();
  await server.close();
}
