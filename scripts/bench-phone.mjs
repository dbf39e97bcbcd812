// `npm run bench` phone section (issue #32; `--no-phone` skips it): the production build on a
// phone profile, beside the least any React page can cost. In one run:
//  - builds the floor (a React 19 page that renders one heading, with the project's own Vite);
//  - serves it and the app's production build (`vite preview`, with the mock) and loads the
//    floor, /home and The Lounge's instance page cold (a fresh browser context each time) with
//    Lighthouse's mobile figures through CDP: 390×844, CPU slowed 4×, 150 ms round trips,
//    1.6 Mbit/s down; the median of RUNS loads of each, interleaved, printing each page's largest
//    contentful paint, the time the queue's first row is on screen, the JS bytes over the wire and
//    the ratio of the LCP to the floor's;
//  - an idle stretch on the instance page (IDLE_SECONDS, `--idle=N`): requests/s, KiB/s over the
//    wire, whether the API answers are compressed, long tasks, heap growth after GC, DOM nodes;
//    then the same after "Load N more tracks" on a 100-track and a 10,000-track Lounge (two more
//    mock servers), to show that the cost does not grow with the queue (the 1 s poll asks for
//    the first page, docs/screens.md "Queue edits and polls"; a 10,000-track queue's whole-queue refresh
//    comes every 100 s, so `--big-idle=100` or more holds one);
//  - INP-like figures of three interactions at 4× CPU: a tap on Pause, a queue move (the keyboard
//    move of a row's handle) and a volume nudge (an arrow key on the volume slider): the longest
//    Event Timing entry (input to next paint) of each, median of 3.
// Ratios decide, not absolute times. Exits non-zero when a target of issue #32 is missed.
// `--app-root=DIR` measures another checkout's build. `--before=DIR` also builds and serves the
// checkout in DIR and loads its /home and instance page interleaved with this one's, in the same
// run against the same floor (a change's before and after); `--before=A,B,…` does so for each
// checkout (one variant per technique, say). Each page's row gives its median and its spread
// (the fastest and slowest of its loads): a difference inside the spread is noise.
// `--no-idle` stops after the loads.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

const arg = (name, fallback) => {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found === undefined ? fallback : found.slice(name.length + 3);
};
const RUNS = Number(arg('runs', 3));
const IDLE_SECONDS = Number(arg('idle', 60));
const BIG_IDLE_SECONDS = Number(arg('big-idle', Math.min(IDLE_SECONDS, 20)));
const APP_ROOT = resolve(arg('app-root', process.cwd()));
const BUILD = !process.argv.includes('--no-build');
const BEFORE_ROOTS = (arg('before', '') || '')
  .split(',')
  .filter(Boolean)
  .map((dir) => resolve(dir));
const IDLE = !process.argv.includes('--no-idle');
const LOUNGE = '/lounge';
const BIG_QUEUE = 10_000;
/** A queue just over the first page: "Load all" is offered, and the whole is small. */
const SHORT_QUEUE = 100;

/** Lighthouse's mobile profile. */
const PHONE = { width: 390, height: 844, cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
/** Issue #32's targets. */
const TARGETS = { home: 1.3, instance: 1.6, inpMs: 200 };

const ROOT_SCRIPTS = new URL('.', import.meta.url).pathname;
const vite = join(ROOT_SCRIPTS, '..', 'node_modules', '.bin', 'vite');

// ------------------------------------------------------------------------------- the floor
function buildFloor() {
  const dir = join(tmpdir(), `bench-phone-floor-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />' +
      '<meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Floor</title>' +
      '</head><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\n" +
      "createRoot(document.getElementById('root')).render(<h1>Hello from React 19</h1>);\n",
  );
  // Built and served as the app is: its files precompressed
  // (brotli, gzip), by the same plugins.
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import react from ${JSON.stringify(join(ROOT_SCRIPTS, '..', 'node_modules', '@vitejs', 'plugin-react', 'dist', 'index.js'))};\n` +
      `import { precompressedAssets } from ${JSON.stringify(join(ROOT_SCRIPTS, 'vite-plugins', 'precompressed-assets.ts'))};\n` +
      `export default { plugins: [react(), precompressedAssets()], resolve: { alias: { react: ${JSON.stringify(join(ROOT_SCRIPTS, '..', 'node_modules', 'react'))}, 'react-dom': ${JSON.stringify(join(ROOT_SCRIPTS, '..', 'node_modules', 'react-dom'))} } } };\n`,
  );
  const built = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: dir, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('The floor did not build.');
  return dir;
}

// ------------------------------------------------------------------------------- servers
async function startPreview(cwd, port, env = {}) {
  const child = spawn(vite, ['preview', '--port', String(port), '--strictPort'], {
    cwd,
    env: { ...process.env, MOCK_TOKEN_TTL: '86400', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://localhost:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return { url, stop: () => child.kill() };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`vite preview in ${cwd} did not start:\n${output}`);
}

// ------------------------------------------------------------------------------- browser
const browser = await chromium.launch({
  executablePath: requireChromium(),
  args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
});

/** Signs in as the DJ through the mock's sign-in page; the session cookies for later loads. */
async function signInCookies(appUrl) {
  const context = await browser.newContext({ baseURL: appUrl });
  const page = await context.newPage();
  await page.goto('/login');
  await page.waitForURL(/\/mock-oauth\/authorize\?/, { timeout: 120_000 });
  await page.getByRole('button', { name: 'DJ', exact: true }).click();
  await page.waitForURL(/\/home$/, { timeout: 120_000 });
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** Records LCP, the queue's first row on screen, long tasks and Event Timing in the page. */
const OBSERVERS = () => {
  const w = window;
  w.__bench = { lcp: 0, queueAt: 0, longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__bench.lcp = e.startTime;
      w.__bench.lcpWhat = e.url
        ? new URL(e.url).pathname.split('/').pop()
        : `${e.element?.tagName.toLowerCase()} "${e.element?.textContent?.slice(0, 24)}"`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__bench.events.push({ name: e.name, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  const check = () => {
    if (w.__bench.queueAt === 0 && document.querySelector('[data-slot="queue-row"]')) {
      w.__bench.queueAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

async function phoneContext(baseURL, cookies) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  if (cookies) await context.addCookies(cookies);
  await context.addInitScript(OBSERVERS);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu });
  // Bytes over the wire per request, by what CDP saw.
  const wire = { js: 0, total: 0, requests: 0, api: 0, apiCompressed: 0 };
  const urls = new Map();
  cdp.on('Network.responseReceived', (e) => {
    urls.set(e.requestId, { url: e.response.url, type: e.type, headers: e.response.headers });
  });
  cdp.on('Network.loadingFinished', (e) => {
    const info = urls.get(e.requestId);
    wire.total += e.encodedDataLength;
    wire.requests += 1;
    if (info?.type === 'Script') wire.js += e.encodedDataLength;
    if (info && new URL(info.url).pathname.startsWith('/api/')) {
      wire.api += 1;
      const encoding = Object.entries(info.headers).find(
        ([k]) => k.toLowerCase() === 'content-encoding',
      )?.[1];
      if (encoding) wire.apiCompressed += 1;
    }
  });
  return { context, page, cdp, wire };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** One cold load; waits for what the page is for, then for the network to settle. */
async function coldLoad(baseURL, path, cookies, waitFor) {
  const { context, page, wire } = await phoneContext(baseURL, cookies);
  await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
  await page
    .locator(`${waitFor} >> visible=true`)
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 });
  // LCP candidates keep coming until the largest image has painted: wait for a quiet spell.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await sleep(1500);
  const bench = await page.evaluate(() => window.__bench);
  await context.close();
  return {
    lcp: bench.lcp,
    lcpWhat: bench.lcpWhat,
    queueAt: bench.queueAt,
    js: wire.js,
    total: wire.total,
  };
}

// ------------------------------------------------------------------------------- run
/** `--no-idle`: the page loads are all this run measures. */
class StopAfterLoads extends Error {}
const floorDir = buildFloor();
for (const root of BUILD ? [APP_ROOT, ...BEFORE_ROOTS] : []) {
  const built = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const basePort = 4300 + (process.pid % 500);
const floor = await startPreview(floorDir, basePort);
const app = await startPreview(APP_ROOT, basePort + 1);
const big = await startPreview(APP_ROOT, basePort + 2, { MOCK_QUEUE_TRACKS: String(BIG_QUEUE) });
const short = await startPreview(APP_ROOT, basePort + 3, {
  MOCK_QUEUE_TRACKS: String(SHORT_QUEUE),
});
const befores = [];
for (const [i, root] of BEFORE_ROOTS.entries()) {
  befores.push({ root, server: await startPreview(root, basePort + 4 + i) });
}
const missed = [];
try {
  const cookies = await signInCookies(app.url);
  const beforePages = [];
  for (const { root, server } of befores) {
    // One checkout: "(before)", as a change's before; several: each by its folder's name.
    const label = befores.length === 1 ? 'before' : basename(root);
    const beforeCookies = await signInCookies(server.url);
    beforePages.push(
      { name: `/home (${label})`, url: server.url, path: '/home', waitFor: 'h1, h2' },
      { name: `instance page (${label})`, url: server.url, path: LOUNGE },
    );
    for (const p of beforePages.slice(-2)) {
      p.cookies = beforeCookies;
      p.waitFor ??= '[data-slot="queue-row"]';
    }
  }
  const pages = [
    { name: 'floor (React 19, one heading)', url: floor.url, path: '/', waitFor: 'h1' },
    { name: '/home', url: app.url, path: '/home', waitFor: 'h1, h2', cookies, target: 'home' },
    {
      name: 'instance page (The Lounge)',
      url: app.url,
      path: LOUNGE,
      waitFor: '[data-slot="queue-row"]',
      cookies,
      target: 'instance',
    },
    ...beforePages,
  ];
  const results = new Map(pages.map((p) => [p.name, []]));
  for (let run = 0; run < RUNS; run++) {
    for (const p of pages) {
      results.get(p.name).push(await coldLoad(p.url, p.path, p.cookies, p.waitFor));
    }
  }
  const floorLcp = median(results.get(pages[0].name).map((r) => r.lcp));
  console.log(
    `\nPhone profile: ${PHONE.width}×${PHONE.height}, CPU ÷${PHONE.cpu}, ${PHONE.latencyMs} ms RTT, ` +
      `${PHONE.downKbps / 1000} Mbit/s down; cold; median of ${RUNS}`,
  );
  console.log(
    '| page | LCP | LCP spread (fastest–slowest) | queue visible | JS over the wire | all bytes | LCP ÷ floor | largest paint |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const p of pages) {
    const rows = results.get(p.name);
    const lcp = median(rows.map((r) => r.lcp));
    const queue = median(rows.map((r) => r.queueAt));
    const ratio = lcp / floorLcp;
    const lcps = rows.map((r) => r.lcp);
    const spread = `${(Math.min(...lcps) / 1000).toFixed(2)}–${(Math.max(...lcps) / 1000).toFixed(2)} s (${((Math.max(...lcps) - Math.min(...lcps)) / 1000).toFixed(2)})`;
    console.log(
      `| ${p.name} | ${(lcp / 1000).toFixed(2)} s | ${spread} | ${queue > 0 ? `${(queue / 1000).toFixed(2)} s` : '–'} | ` +
        `${(median(rows.map((r) => r.js)) / 1024).toFixed(1)} KiB | ${(median(rows.map((r) => r.total)) / 1024).toFixed(1)} KiB | ${ratio.toFixed(2)} | ` +
        `${rows.find((r) => r.lcp === lcp)?.lcpWhat ?? ''} |`,
    );
    if (p.target && ratio > TARGETS[p.target]) {
      missed.push(`${p.name}: ${ratio.toFixed(2)}× the floor > ${TARGETS[p.target]}×`);
    }
  }

  if (!IDLE) throw new StopAfterLoads();
  // ----------------------------------------------------------------------------- idle
  /** `loadAll`: the queue's length, loaded whole with "Load N more tracks" before the stretch. */
  const idle = async (baseURL, seconds, loadAll, cookiesFor) => {
    const { context, page, cdp, wire } = await phoneContext(baseURL, cookiesFor);
    await page.goto(LOUNGE, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('[data-slot="queue-row"]').first().waitFor({ timeout: 120_000 });
    if (loadAll) {
      await page.getByRole('button', { name: /^Load .* more tracks?$/ }).click();
      await page.waitForFunction(
        (n) =>
          document.querySelector('[aria-label="Queued tracks"]')?.getAttribute('data-count') ===
            String(n) ||
          [...document.querySelectorAll('[data-slot="queue-row"]')].some(
            (r) => Number(r.getAttribute('aria-setsize')) >= n - 1,
          ),
        loadAll - 1,
        { timeout: 120_000 },
      );
    }
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await sleep(2000);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const tasksBefore = await page.evaluate(() => window.__bench.longTasks.length);
    const start = { ...wire };
    await sleep(seconds * 1000);
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const tasks = await page.evaluate((from) => window.__bench.longTasks.slice(from), tasksBefore);
    const dom = await page.evaluate(() => document.getElementsByTagName('*').length);
    await context.close();
    return {
      requestsPerS: (wire.requests - start.requests) / seconds,
      kibPerS: (wire.total - start.total) / 1024 / seconds,
      compressed: `${wire.apiCompressed - start.apiCompressed}/${wire.api - start.api}`,
      longTasks: tasks.length,
      longestTask: tasks.length ? Math.max(...tasks) : 0,
      heapGrowthKiB: (heapAfter - heapBefore) / 1024,
      dom,
    };
  };
  const bigCookies = await signInCookies(big.url);
  const shortCookies = await signInCookies(short.url);
  const idleRows = [
    [
      `The Lounge, 320 queued, ${IDLE_SECONDS} s`,
      await idle(app.url, IDLE_SECONDS, false, cookies),
    ],
    [
      `The Lounge, ${SHORT_QUEUE} queued, after "Load all", ${BIG_IDLE_SECONDS} s`,
      await idle(short.url, BIG_IDLE_SECONDS, SHORT_QUEUE, shortCookies),
    ],
    [
      `The Lounge, ${BIG_QUEUE.toLocaleString('en')} queued, after "Load all", ${BIG_IDLE_SECONDS} s`,
      await idle(big.url, BIG_IDLE_SECONDS, BIG_QUEUE, bigCookies),
    ],
  ];
  console.log('\nIdle instance page (phone profile)');
  console.log(
    '| page | requests/s | KiB/s | API answers compressed | long tasks (longest) | heap growth after GC | DOM nodes |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of idleRows) {
    console.log(
      `| ${name} | ${r.requestsPerS.toFixed(2)} | ${r.kibPerS.toFixed(1)} | ${r.compressed} | ` +
        `${r.longTasks} (${r.longestTask.toFixed(0)} ms) | ${r.heapGrowthKiB.toFixed(0)} KiB | ${r.dom} |`,
    );
  }
  const [small, shortAll, large] = idleRows.map(([, r]) => r);
  console.log(
    `Idle after "Load all", ${BIG_QUEUE.toLocaleString('en')} ÷ ${SHORT_QUEUE} tracks: ` +
      `${(large.kibPerS / shortAll.kibPerS).toFixed(2)}× the KiB/s`,
  );
  if (large.kibPerS > small.kibPerS * 3) {
    missed.push(
      `idle after "Load all" at ${BIG_QUEUE} tracks costs ${large.kibPerS.toFixed(1)} KiB/s (${small.kibPerS.toFixed(1)} at 320)`,
    );
  }

  // ----------------------------------------------------------------------------- INP
  const interactions = { pause: [], move: [], volume: [] };
  for (let run = 0; run < 3; run++) {
    const { context, page } = await phoneContext(app.url, cookies);
    await page.goto(LOUNGE, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('[data-slot="queue-row"]').first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
    await sleep(1500);
    const longest = async (act) => {
      const from = await page.evaluate(() => window.__bench.events.length);
      await act();
      await sleep(1200);
      const events = await page.evaluate((f) => window.__bench.events.slice(f), from);
      const withInteraction = events.filter((e) => e.id > 0);
      return Math.max(0, ...withInteraction.map((e) => e.duration));
    };
    const pause = page.getByRole('button', { name: /^(Pause|Resume)$/ }).first();
    interactions.pause.push(await longest(() => pause.tap()));
    const handle = page.locator('[data-slot="queue-drag-handle"]').nth(1);
    await handle.focus();
    interactions.move.push(await longest(() => page.keyboard.press('ArrowDown')));
    await page.getByRole('tab', { name: 'Controls' }).tap();
    await sleep(800);
    const volume = page.getByRole('slider', { name: /volume/i }).first();
    await volume.focus();
    interactions.volume.push(await longest(() => page.keyboard.press('ArrowRight')));
    await context.close();
  }
  console.log('\nInteraction to next paint at 4× CPU (longest Event Timing entry, median of 3)');
  console.log('| interaction | INP |');
  console.log('|---|---|');
  for (const [name, values] of Object.entries(interactions)) {
    const ms = median(values);
    console.log(`| ${name} | ${ms} ms |`);
    if (ms >= TARGETS.inpMs) missed.push(`${name}: ${ms} ms ≥ ${TARGETS.inpMs} ms`);
  }
} catch (error) {
  if (!(error instanceof StopAfterLoads)) throw error;
} finally {
  await browser.close();
  for (const { server } of befores) server.stop();
  floor.stop();
  app.stop();
  big.stop();
  short.stop();
  rmSync(floorDir, { recursive: true, force: true });
}

if (missed.length > 0) {
  console.error(`\nPhone targets missed (issue #32):\n- ${missed.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery phone target met.');
