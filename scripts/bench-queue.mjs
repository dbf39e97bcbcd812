// `npm run bench:queue` (also run by `npm run bench`): the instance page's queue in real Chromium
// at 100 and at 10,000 queued tracks, in one run, so the verdict is a ratio a busy machine does
// not move. Serves scripts/bench-queue.html with Vite (the app's config, no mock backend needed),
// then reports, per size (median of 5 page loads, sizes interleaved):
//  - first render of the queue path (render + commit, flushSync);
//  - an unchanged 1 s poll: reading the body as text, its parse and structural sharing with the
//    last answer (src/api/query/share-answers.ts), and React's work (none), with which
//    components re-rendered; JSON.parse of the same answer alone is printed beside it;
//  - a changed poll where one track in view changes: which components re-rendered;
// and at 10,000 tracks: the components progress ticks begin a render in over 2 s (their
// children follow), and long tasks (PerformanceObserver 'longtask', over 50 ms) while
// scrolling from the first row to the last.
// At 10,000 tracks also a held drag: the first row held at the window's bottom edge until the
// page has carried it DRAG_ROWS rows down, then let go mid-window: how long that took, long tasks
// meanwhile, the most rows in the page at once, and whether the row landed under the pointer.
// Components are counted through React's DevTools commit hook (see bench-queue.html).
// The selection: select all (the store and React's commit, and how many rows
// re-rendered: only those in the page), and a batch of removes through the edit ledger against a
// server that takes each in the next task (200 of 10,000, 99 of 100): the whole batch, its cost
// per track, and long tasks meanwhile.
// Measured with production React. Fails when a ratio or target below is missed.
import { createServer } from 'vite';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const RUNS = 5;
const SIZES = [100, 10_000];
/** The queue's target (docs/performance.md): big ÷ small. */
const MAX_RATIO = 1.5;
const UNCHANGED_POLLS = 50;
/** Scroll per frame: a fast flick (36,000 px/s at 60 frames/s). */
const SCROLL_STEP_PX = 600;
/** How far the held drag goes: rows the page scrolls by under the held row. */
const DRAG_ROWS = 300;
/** A row's height and gap in the list (virtual-queue-list.tsx). */
const ROW_PITCH_PX = 54;
/** The selection section: a batch of removes of this many tracks (all but one of 100). */
const BATCH_TRACKS = { 100: 99, 10_000: 200 };
/** What a progress tick may start a render in (ElapsedTime's ticking part is TickingTime). */
const PROGRESS_COMPONENTS = new Set([
  'ElapsedTime',
  'TickingTime',
  'TrackProgress',
  'LyricsPanel',
  'SeekBar',
]);

// Production React (what users run): the dependency optimiser bundles React by NODE_ENV. Its own
// cache directory keeps this from disturbing a running dev server's.
process.env.NODE_ENV = 'production';
const server = await createServer({
  configFile: 'vite.config.ts',
  mode: 'production',
  cacheDir: 'node_modules/.vite-bench-queue',
  // No watcher and no HMR: an edit anywhere in the tree (Tailwind scans every file for classes)
  // reloaded the bench page mid-run and broke the run.
  server: { port: 0, strictPort: false, watch: null, hmr: false },
  logLevel: 'error',
  env: { MOCK_API: 'off' },
});
await server.listen();
const { port } = server.httpServer.address();
// gc() in the page: each timed stage starts from a collected heap, so a collection of the
// previous stage's garbage is not billed to it.
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});
/** "Name ×count, …" for a list of component names. */
function summary(names) {
  if (names.length === 0) return 'none';
  const counts = {};
  for (const name of names) counts[name] = (counts[name] ?? 0) + 1;
  return Object.entries(counts)
    .map(([name, count]) => (count > 1 ? `${name} ×${count}` : name))
    .join(', ');
}
/**
 * The first queued row held by its handle with the mouse, brought down to the window's bottom
 * edge (slowing into it, as a hand does), held there until the page has scrolled DRAG_ROWS rows,
 * then moved up to the middle of the window and let go.
 */
async function heldDrag(page) {
  // The list's top 100 px below the window's top.
  const startY = await page.evaluate(() => {
    const list = document.querySelector('[data-slot="queue-list"]');
    window.scrollTo(0, list.getBoundingClientRect().top + window.scrollY - 100);
    return window.scrollY;
  });
  await page.waitForTimeout(300);
  const handle = page.locator(
    '[data-slot="queue-row"][aria-posinset="1"] [data-slot="queue-drag-handle"]',
  );
  const box = await handle.boundingBox();
  const { height } = page.viewportSize();
  const x = box.x + box.width / 2;
  await page.evaluate(() => window.__bench.watchDrag());
  await page.mouse.move(x, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, height - 60, { steps: 12 });
  const started = performance.now();
  for (const y of [height - 30, height - 20, height - 14, height - 12]) {
    await page.mouse.move(x, y);
    await page.waitForTimeout(50);
  }
  let carriedMs;
  try {
    await page.waitForFunction((y) => window.scrollY > y, startY + DRAG_ROWS * ROW_PITCH_PX, {
      timeout: 120_000,
    });
    carriedMs = performance.now() - started;
  } catch {
    carriedMs = undefined;
  }
  await page.mouse.move(x, height / 2, { steps: 8 });
  await page.waitForTimeout(300);
  // Out of the edge the page must stand still: how far it still scrolls over the next second.
  const scrolledAfterEdgePx = await page.evaluate(async () => {
    const start = window.scrollY;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    return window.scrollY - start;
  });
  await page.mouse.up();
  const figures = await page.evaluate((y) => window.__bench.dropped(y), height / 2);
  return { ...figures, carriedMs, scrolledAfterEdgePx };
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const ms = (value) => `${value.toFixed(2)} ms`;
const ratioText = (big, small) => (small > 0 ? (big / small).toFixed(2) : big > 0 ? '∞' : '–');

try {
  const page = await browser.newPage();
  const figures = Object.fromEntries(
    SIZES.map((size) => [
      size,
      { renders: [], polls: [], parses: [], changed: undefined, selectAll: [], removes: [] },
    ]),
  );
  let ticks;
  let scroll;
  let drag;
  for (let run = 0; run < RUNS; run += 1) {
    for (const size of SIZES) {
      const into = figures[size];
      // A loaded machine serves the unbundled module graph slowly: the wait is generous.
      await page.goto(`http://localhost:${port}/scripts/bench-queue.html?tracks=${size}`, {
        timeout: 180_000,
      });
      await page.waitForFunction(() => window.__bench !== undefined, null, { timeout: 120_000 });
      into.renders.push(await page.evaluate(() => window.__bench.renderQueue()));
      await page.waitForTimeout(300);
      into.polls.push(
        await page.evaluate((n) => window.__bench.unchangedPolls(n), UNCHANGED_POLLS),
      );
      into.parses.push(await page.evaluate(() => window.__bench.parseMs()));
      into.changed = await page.evaluate(() => window.__bench.changedPoll());
      if (run === RUNS - 1 && size === SIZES[SIZES.length - 1]) {
        await page.waitForTimeout(300);
        ticks = await page.evaluate(() => window.__bench.progressTicks(2000));
        scroll = await page.evaluate((step) => window.__bench.scrollToEnd(step), SCROLL_STEP_PX);
        await page.waitForTimeout(300);
        drag = await heldDrag(page);
        await page.evaluate(() => window.scrollTo(0, 0));
      }
      // Last, as it changes the queue: select all, then a batch of removes.
      into.selectAll.push(await page.evaluate(() => window.__bench.selectAll()));
      into.removes.push(
        await page.evaluate((n) => window.__bench.removeBatch(n), BATCH_TRACKS[size]),
      );
    }
  }

  const [small, big] = SIZES;
  const summaryOf = (size) => {
    const f = figures[size];
    const read = median(f.polls.map((p) => p.readMs));
    const resolve = median(f.polls.map((p) => p.resolveMs));
    const react = median(f.polls.map((p) => p.reactMs));
    return {
      render: median(f.renders),
      read,
      resolve,
      react,
      pollAfterRead: median(f.polls.map((p) => p.resolveMs + p.reactMs)),
      parse: median(f.parses),
      pollRows: f.polls.flatMap((p) => p.rendered).filter((name) => name === 'QueueRow').length,
      pollRendered: f.polls.flatMap((p) => p.rendered),
      changedRows: f.changed.rendered.filter((name) => name === 'QueueRow').length,
      changedRendered: f.changed.rendered,
      selectAll: median(f.selectAll.map((x) => x.ms)),
      selectAllRows: Math.max(...f.selectAll.map((x) => x.rows)),
      removeMs: median(f.removes.map((x) => x.ms)),
      perRemoved: median(f.removes.map((x) => x.ms / Math.max(1, x.removed))),
      removed: Math.min(...f.removes.map((x) => x.removed)),
      removeLongTasks: Math.max(...f.removes.map((x) => x.longTasks)),
      removeLongest: Math.max(...f.removes.map((x) => x.longestTaskMs)),
    };
  };
  const a = summaryOf(small);
  const b = summaryOf(big);
  const renderRatio = b.render / a.render;
  const pollRatio = b.react / a.react;
  const tickOthers = Object.keys(ticks.rendered).filter((name) => !PROGRESS_COMPONENTS.has(name));

  console.log(`\nInstance queue in Chromium, ${small} vs ${big} tracks (median of ${RUNS} loads)`);
  console.log(
    `                                   ${String(small).padStart(10)} ${String(big).padStart(10)}   ratio`,
  );
  const line = (label, x, y, note = '') =>
    console.log(
      `  ${label.padEnd(33)}${ms(x).padStart(10)} ${ms(y).padStart(10)}   ${ratioText(y, x)}${note}`,
    );
  line('first render of the queue', a.render, b.render, `  (≤ ${MAX_RATIO})`);
  line('unchanged poll: SWR + React', a.react, b.react, `  (≤ ${MAX_RATIO})`);
  line('  parse + sharing (share-answers)', a.resolve, b.resolve);
  line('  SWR + React', a.react, b.react);
  line('  body read as text (not budgeted)', a.read, b.read);
  line('  JSON.parse alone (reference)', a.parse, b.parse);
  console.log(
    `  unchanged poll re-rendered: ${summary(a.pollRendered)} / ${summary(b.pollRendered)}; ` +
      `queue rows: ${a.pollRows} / ${b.pollRows} (over ${UNCHANGED_POLLS} polls each)`,
  );
  console.log(
    `  changed poll (one track in view): ${summary(a.changedRendered)} / ${summary(b.changedRendered)}`,
  );
  console.log(
    `  progress ticks over 2 s (${big}): ${ticks.commits} commits; renders begun in ` +
      Object.entries(ticks.rendered)
        .map(([name, count]) => `${name} ${count}`)
        .join(', '),
  );
  console.log(
    `  scroll first row to last (${big}, ${SCROLL_STEP_PX} px a frame, ${scroll.frames} frames): ` +
      `${scroll.longTasks} long tasks, longest ${scroll.longestTaskMs.toFixed(0)} ms`,
  );
  // q0 is the playing track: the first queued row holds q1.
  const dragLanded = drag.landedId === 'q1' && drag.landedPosition > DRAG_ROWS;
  console.log(
    `  held drag (${big}, row 1 held at the bottom edge): ` +
      (drag.carriedMs === undefined
        ? `the page did not scroll ${DRAG_ROWS} rows in 120 s`
        : `${DRAG_ROWS} rows carried in ${(drag.carriedMs / 1000).toFixed(1)} s`) +
      `, then ${drag.scrolledAfterEdgePx} px in the second after the pointer left the edge` +
      `, ${drag.longTasks} long tasks, longest ${drag.longestTaskMs.toFixed(0)} ms, ` +
      `up to ${drag.peakRows} rows in the page; let go over row ${drag.landedPosition}: ` +
      (dragLanded ? 'landed there' : `found ${drag.landedId ?? 'no row'} there`),
  );
  console.log(`  selection:`);
  line('  select all (store + commit)', a.selectAll, b.selectAll);
  console.log(
    `    rows re-rendered by select all: ${a.selectAllRows} / ${b.selectAllRows} ` +
      `(ratio ${ratioText(b.selectAllRows, a.selectAllRows)}, ≤ ${MAX_RATIO})`,
  );
  line(
    `  remove ${BATCH_TRACKS[small]} / ${BATCH_TRACKS[big]} (whole batch)`,
    a.removeMs,
    b.removeMs,
  );
  line('  remove: per track removed', a.perRemoved, b.perRemoved, `  (≤ ${MAX_RATIO})`);
  console.log(
    `    long tasks during the removes: ${a.removeLongTasks} / ${b.removeLongTasks}, ` +
      `longest ${a.removeLongest.toFixed(0)} / ${b.removeLongest.toFixed(0)} ms`,
  );

  const failures = [];
  const selectRowsRatio = b.selectAllRows / Math.max(1, a.selectAllRows);
  if (selectRowsRatio > MAX_RATIO)
    failures.push(`select all re-rendered ${selectRowsRatio.toFixed(2)} × the rows at ${small}`);
  if (a.removed !== BATCH_TRACKS[small] || b.removed !== BATCH_TRACKS[big])
    failures.push(`a batch removed ${a.removed} / ${b.removed} tracks`);
  const perRemovedRatio = b.perRemoved / a.perRemoved;
  if (perRemovedRatio > MAX_RATIO)
    failures.push(`remove per track ratio ${perRemovedRatio.toFixed(2)} > ${MAX_RATIO}`);
  if (b.removeLongTasks > 0)
    failures.push(
      `the batch of ${BATCH_TRACKS[big]} removes had ${b.removeLongTasks} long tasks, longest ${b.removeLongest.toFixed(0)} ms > 50 ms`,
    );
  if (renderRatio > MAX_RATIO)
    failures.push(`first render ratio ${renderRatio.toFixed(2)} > ${MAX_RATIO}`);
  if (pollRatio > MAX_RATIO)
    failures.push(`unchanged poll ratio ${pollRatio.toFixed(2)} > ${MAX_RATIO}`);
  if (a.pollRows + b.pollRows > 0)
    failures.push(`an unchanged poll re-rendered ${a.pollRows + b.pollRows} queue rows`);
  if (a.changedRows !== 1 || b.changedRows !== 1)
    failures.push(
      `a changed poll re-rendered ${a.changedRows} / ${b.changedRows} queue rows, not exactly 1`,
    );
  if (tickOthers.length > 0)
    failures.push(`progress ticks began a render in ${tickOthers.join(', ')}`);
  if (scroll.longTasks > 0)
    failures.push(
      `scrolling had ${scroll.longTasks} long tasks, longest ${scroll.longestTaskMs.toFixed(0)} ms > 50 ms`,
    );
  if (drag.carriedMs === undefined || !dragLanded)
    failures.push(`the held drag did not carry the row ${DRAG_ROWS} rows down and land it there`);
  if (drag.scrolledAfterEdgePx !== 0)
    failures.push(
      `the page scrolled ${drag.scrolledAfterEdgePx} px after the pointer left the edge`,
    );
  if (drag.longTasks > 0)
    failures.push(
      `the held drag had ${drag.longTasks} long tasks, longest ${drag.longestTaskMs.toFixed(0)} ms > 50 ms`,
    );
  if (failures.length > 0) {
    console.error(`\nQueue bench targets missed:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      '  targets met: ratios ≤ 1.5, no row on an unchanged poll, one row on a changed one, no long task, the held drag landed',
    );
  }
} finally {
  await browser.close();
  await server.close();
}
