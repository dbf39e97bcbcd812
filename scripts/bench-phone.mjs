// `npm run bench` phone section (`--no-phone` skips it): the production build on a
// phone profile, beside the least any React page can cost. In one run:
//  - builds the floor (a React 19 page that renders one heading, with the project's own Vite);
//  - serves it and the app's production build (`vite preview`, with the mock) and loads the
//    floor, /home and The Lounge's instance page cold (a fresh browser context each time) with
//    Lighthouse's mobile figures through CDP: 390×844, CPU slowed 4×, 150 ms round trips,
//    1.6 Mbit/s down; the median of RUNS loads of each, interleaved, printing each page's first
//    contentful paint and largest contentful paint, the time the queue's first row and /home's
//    servers are on screen (the frame that paints them), the JS bytes over the wire and the ratios of the FCP and LCP to the
//    floor's;
//  - each page's returning visit, after its cold load: that page closed, a new page in the same
//    context (HTTP cache, localStorage and IndexedDB kept; throttled the same) loads the same path.
//    Its LCP (median and spread), FCP and largest paint, the LCP's ratio to the floor's returning
//    LCP, and on /home when the servers were on screen and whether that came before the first
//    /api/ answer ended (a stored last screen can draw them before the network answers);
//  - the size of the person's kept store after a visit of The Lounge, with 320 and with 10,000
//    queued tracks (it keeps the queue's first page only);
//  - an idle stretch on the instance page (IDLE_SECONDS, `--idle=N`): requests/s, KiB/s over the
//    wire, whether the API answers are compressed, long tasks, heap growth after GC, DOM nodes;
//    then the same after "Load N more tracks" on a 100-track and a 10,000-track Lounge (two more
//    mock servers), to show that the cost does not grow with the queue (the 1 s poll asks for
//    the first page, docs/screens.md "Queue edits and polls"; a 10,000-track queue's whole-queue refresh
//    comes every 100 s, so `--big-idle=100` or more holds one);
//  - INP-like figures of three interactions at 4× CPU: a tap on Pause, a queue move (the keyboard
//    move of a row's handle) and a volume nudge (an arrow key on the volume slider): the longest
//    Event Timing entry (input to next paint) of each, median of 3.
// Ratios decide, not absolute times. Exits non-zero when a target is missed (TARGETS): a cold
// LCP over 1.3 × the floor's on /home or 1.6 × on the instance page; /home's cold FCP over the
// floor's; a returning LCP over 1.2 × the floor's returning LCP on /home or 1.4 × on the instance
// page; /home's servers on screen, returning, later than 1.3 × the floor's returning LCP; an
// interaction at 200 ms or more; an idle 10,000-track queue costing over 3 × the 100-track one.
// `--app-root=DIR` measures another checkout's build. `--before=DIR` also builds and serves the
// checkout in DIR and loads its /home and instance page interleaved with this one's (cold and
// returning), in the same run against the same floor (a change's before and after);
// `--before=A,B,…` does so for each checkout (one variant per technique, say). Each page's row
// gives its median and its spread (the fastest and slowest of its loads): a difference inside the
// spread is noise. `--no-idle` stops after the loads.
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
/**
 * The targets, as ratios to the floor's figure from the same kind of visit in the same run (the
 * INP one in ms): cold LCP, /home's cold FCP, returning LCP, and when /home's servers are on
 * screen on a returning visit (against the floor's returning LCP).
 */
const TARGETS = {
  lcp: { home: 1.3, instance: 1.6 },
  homeFcp: 1.0,
  returning: { home: 1.2, instance: 1.4 },
  homeServers: 1.3,
  inpMs: 200,
};

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
  // Built and served as the app is, by the same plugins: its files precompressed (brotli, gzip),
  // with the app's headers (hashed assets kept a year, so a returning visit compares like with like).
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import react from ${JSON.stringify(join(ROOT_SCRIPTS, '..', 'node_modules', '@vitejs', 'plugin-react', 'dist', 'index.js'))};\n` +
      `import { precompressedAssets } from ${JSON.stringify(join(ROOT_SCRIPTS, 'vite-plugins', 'precompressed-assets.ts'))};\n` +
      `import { previewSecurityHeaders } from ${JSON.stringify(join(ROOT_SCRIPTS, 'vite-plugins', 'preview-headers.ts'))};\n` +
      `export default { plugins: [react(), previewSecurityHeaders(), precompressedAssets()], resolve: { alias: { react: ${JSON.stringify(join(ROOT_SCRIPTS, '..', 'node_modules', 'react'))}, 'react-dom': ${JSON.stringify(join(ROOT_SCRIPTS, '..', 'node_modules', 'react-dom'))} } } };\n`,
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

/**
 * Records in the page: LCP and its element, FCP, when the queue's first row and /home's servers
 * are on screen, when the first /api/ answer ended, long tasks and Event Timing.
 */
const OBSERVERS = () => {
  const w = window;
  w.__bench = { lcp: 0, fcp: 0, queueAt: 0, serversAt: 0, apiEnd: 0, longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__bench.lcp = e.startTime;
      w.__bench.lcpWhat = e.url
        ? new URL(e.url).pathname.split('/').pop()
        : `${e.element?.tagName.toLowerCase()} "${e.element?.textContent?.slice(0, 24)}"`;
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntriesByName('first-contentful-paint')) w.__bench.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (
        e.name.includes('/api/') &&
        (w.__bench.apiEnd === 0 || e.responseEnd < w.__bench.apiEnd)
      ) {
        w.__bench.apiEnd = e.responseEnd;
      }
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__bench.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      w.__bench.events.push({ name: e.name, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // /home's servers: a card, or a server's name in the page's main part (whatever draws it).
  const serversShown = () =>
    location.pathname.endsWith('/home') &&
    (document.querySelector('[data-slot="server-card"]') !== null ||
      (document.querySelector('main')?.textContent?.includes('The Lounge') ?? false));
  // On screen: the frame that paints them, not the moment they are in the document (a long task
  // between the two, such as the entry script's evaluation, keeps them off the screen).
  const onScreen = (figure) => {
    w.__bench[figure] = -1;
    requestAnimationFrame(() => (w.__bench[figure] = performance.now()));
  };
  const check = () => {
    if (w.__bench.queueAt === 0 && document.querySelector('[data-slot="queue-row"]')) {
      onScreen('queueAt');
    }
    if (w.__bench.serversAt === 0 && serversShown()) onScreen('serversAt');
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
};

/** A phone-sized context, signed in with `cookies`, and its first page. */
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
  return { context, ...(await phonePage(context)) };
}

/**
 * A new page in `context`, throttled to the phone before it navigates, and the bytes it moves
 * over the wire. The HTTP cache stays on: a new context starts with an empty one (a cold load),
 * and a later page in the same context finds what the earlier ones kept (a returning visit).
 */
async function phonePage(context) {
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
  return { page, cdp, wire };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Loads `path`; waits for what the page is for, then for the network to settle. Its figures. */
async function loadFigures({ page, wire }, path, waitFor) {
  await page.goto(path, { waitUntil: 'load', timeout: 120_000 });
  await page
    .locator(`${waitFor} >> visible=true`)
    .first()
    .waitFor({ state: 'visible', timeout: 120_000 });
  // LCP candidates keep coming until the largest image has painted: wait for a quiet spell.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => {});
  await sleep(1500);
  const { lcp, lcpWhat, fcp, queueAt, serversAt, apiEnd } = await page.evaluate(
    () => window.__bench,
  );
  return { lcp, lcpWhat, fcp, queueAt, serversAt, apiEnd, js: wire.js, total: wire.total };
}

/**
 * A cold load in a fresh context, then the returning visit: that page closed, a new page in the
 * same context (its HTTP cache, localStorage and IndexedDB kept) loads the same path.
 */
async function visit({ url, path, cookies, waitFor }) {
  const first = await phoneContext(url, cookies);
  const cold = await loadFigures(first, path, waitFor);
  await first.page.close();
  const returning = await loadFigures(await phonePage(first.context), path, waitFor);
  await first.context.close();
  return { cold, returning };
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
  const results = new Map(pages.map((p) => [p.name, { cold: [], returning: [] }]));
  for (let run = 0; run < RUNS; run++) {
    for (const p of pages) {
      const { cold, returning } = await visit(p);
      results.get(p.name).cold.push(cold);
      results.get(p.name).returning.push(returning);
    }
  }
  const of = (p, visitKind, figure) => results.get(p.name)[visitKind].map((r) => r[figure]);
  const floorOf = (visitKind, figure) => median(of(pages[0], visitKind, figure));
  const seconds = (ms) => (ms > 0 ? `${(ms / 1000).toFixed(2)} s` : '–');
  const spread = (values) => {
    const [low, high] = [Math.min(...values) / 1000, Math.max(...values) / 1000];
    return `${low.toFixed(2)}–${high.toFixed(2)} s (${(high - low).toFixed(2)})`;
  };
  /** The largest paint's element in the load whose LCP is the median. */
  const largest = (p, visitKind, lcp) =>
    results.get(p.name)[visitKind].find((r) => r.lcp === lcp)?.lcpWhat ?? '';
  const check = (p, what, ratio, target) => {
    if (p.target && ratio > target) {
      missed.push(`${p.name}: ${what} ${ratio.toFixed(2)}× the floor's > ${target}×`);
    }
  };

  console.log(
    `\nPhone profile: ${PHONE.width}×${PHONE.height}, CPU ÷${PHONE.cpu}, ${PHONE.latencyMs} ms RTT, ` +
      `${PHONE.downKbps / 1000} Mbit/s down; cold; median of ${RUNS}`,
  );
  console.log(
    '| page | FCP | FCP ÷ floor | LCP | LCP spread (fastest–slowest) | queue visible | servers visible | JS over the wire | all bytes | LCP ÷ floor | largest paint |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const p of pages) {
    const lcp = median(of(p, 'cold', 'lcp'));
    const fcp = median(of(p, 'cold', 'fcp'));
    const ratio = lcp / floorOf('cold', 'lcp');
    const fcpRatio = fcp / floorOf('cold', 'fcp');
    console.log(
      `| ${p.name} | ${seconds(fcp)} | ${fcpRatio.toFixed(2)} | ${seconds(lcp)} | ${spread(of(p, 'cold', 'lcp'))} | ` +
        `${seconds(median(of(p, 'cold', 'queueAt')))} | ${seconds(median(of(p, 'cold', 'serversAt')))} | ` +
        `${(median(of(p, 'cold', 'js')) / 1024).toFixed(1)} KiB | ${(median(of(p, 'cold', 'total')) / 1024).toFixed(1)} KiB | ` +
        `${ratio.toFixed(2)} | ${largest(p, 'cold', lcp)} |`,
    );
    check(p, 'LCP', ratio, TARGETS.lcp[p.target]);
    if (p.target === 'home') check(p, 'FCP', fcpRatio, TARGETS.homeFcp);
  }

  console.log(
    `\nReturning visit: a new page in the context of one earlier visit (HTTP cache and storage kept), ` +
      `same profile; median of ${RUNS}`,
  );
  console.log(
    '| page | FCP | LCP | LCP spread (fastest–slowest) | servers visible | first /api answer | all bytes | LCP ÷ floor | largest paint |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  const floorReturning = floorOf('returning', 'lcp');
  const homeLines = [];
  for (const p of pages) {
    const lcp = median(of(p, 'returning', 'lcp'));
    const ratio = lcp / floorReturning;
    const serversAt = median(of(p, 'returning', 'serversAt'));
    const apiEnd = median(of(p, 'returning', 'apiEnd'));
    console.log(
      `| ${p.name} | ${seconds(median(of(p, 'returning', 'fcp')))} | ${seconds(lcp)} | ` +
        `${spread(of(p, 'returning', 'lcp'))} | ${seconds(serversAt)} | ${seconds(apiEnd)} | ` +
        `${(median(of(p, 'returning', 'total')) / 1024).toFixed(1)} KiB | ${ratio.toFixed(2)} | ${largest(p, 'returning', lcp)} |`,
    );
    check(p, 'returning LCP', ratio, TARGETS.returning[p.target]);
    if (p.path !== '/home') continue;
    const before = serversAt > 0 && (apiEnd === 0 || serversAt < apiEnd);
    homeLines.push(
      `${p.name}, returning: servers on screen ${(serversAt / floorReturning).toFixed(2)}× the floor's LCP; ` +
        `servers on screen before the first /api answer: ${before ? 'yes' : 'no'} ` +
        `(${serversAt.toFixed(0)} ms vs ${apiEnd.toFixed(0)} ms)`,
    );
    if (p.target && serversAt === 0) missed.push(`${p.name}: servers never on screen, returning`);
    else check(p, 'returning servers on screen', serversAt / floorReturning, TARGETS.homeServers);
  }
  console.log(homeLines.join('\n'));

  // ----------------------------------------------------------------------------- kept store
  /**
   * The size of the person's store (src/api/query/last-known-store.ts) once a visit of The
   * Lounge has kept its screen: the entry whose kept screen is The Lounge's, in characters.
   */
  const keptStore = async (baseURL, cookiesFor) => {
    const { context, page } = await phoneContext(baseURL, cookiesFor);
    await page.goto(LOUNGE, { waitUntil: 'load', timeout: 120_000 });
    await page.locator('[data-slot="queue-row"]').first().waitFor({ timeout: 120_000 });
    const size = await page
      .waitForFunction(
        (path) => {
          for (const key of Object.keys(localStorage)) {
            const text = localStorage.getItem(key) ?? '';
            try {
              const stored = JSON.parse(text);
              if (stored?.screen?.path === path) {
                return { total: text.length, screen: stored.screen.html.length };
              }
            } catch {
              // Another entry of the page's storage.
            }
          }
          return false;
        },
        LOUNGE,
        { timeout: 60_000, polling: 500 },
      )
      .then((handle) => handle.jsonValue());
    await context.close();
    return size;
  };
  const keptSmall = await keptStore(app.url, cookies);
  const bigCookies = await signInCookies(big.url);
  const keptLarge = await keptStore(big.url, bigCookies);
  console.log(
    `\nKept store for The Lounge (a person's last answers and screen, in characters): ` +
      `320 queued ${keptSmall.total.toLocaleString('en')} (screen ${keptSmall.screen.toLocaleString('en')}), ` +
      `${BIG_QUEUE.toLocaleString('en')} queued ${keptLarge.total.toLocaleString('en')} ` +
      `(screen ${keptLarge.screen.toLocaleString('en')})`,
  );

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
  console.error(`\nPhone targets missed:\n- ${missed.join('\n- ')}`);
  process.exit(1);
}
console.log('\nEvery phone target met.');
