/**
 * Serves one build twice with Debian's nginx and deploy/nginx.conf, as docs/deploy.md tells an
 * operator to, against the standalone mock on another origin:
 * 1. dist/ as `npm test`'s build step left it (built here when missing);
 * 2. its built JavaScript names no backend, and stays byte for byte what configure.sh found;
 * 3. two copies, each set up by deploy/configure.sh (one with DASHBOARD_BASE_PATH=/dashboard/),
 *    which also writes each nginx server from deploy/nginx.conf;
 * 4. nginx over both servers, and `npm run mock-api`'s server with the sites' client id and
 *    origins.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CSP_TEMPLATE_FILE } from '../../deploy/security-headers.mjs';
import { startNginx } from '../../scripts/nginx.mjs';
import { CLIENT_ID, DASHBOARD_ENV, MOCK_ORIGIN, MOCK_PORT, SITES } from './sites';

const ROOT = process.cwd();
const DIST = join(ROOT, 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

function scriptDigests(dir: string): Map<string, string> {
  return new Map(
    filesUnder(join(dir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => [
        file.slice(dir.length),
        createHash('sha256').update(readFileSync(file)).digest('hex'),
      ]),
  );
}

/** A path-free build of this dashboard (vite.config.ts `base: './'`), made if missing. */
function ensureBuild() {
  const page = join(DIST, 'index.html');
  // The policy configure.sh fills in comes with the build
  // (scripts/vite-plugins/preview-headers.ts).
  if (
    existsSync(page) &&
    readFileSync(page, 'utf8').includes('<meta name="dashboard-config"') &&
    existsSync(join(DIST, CSP_TEMPLATE_FILE))
  ) {
    return;
  }
  console.log('nginx journeys: no dist/ from the build step; building it');
  const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('vite build failed');
}

async function waitFor(url: string, child: ChildProcess, output: () => string) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`${url} did not answer:\n${output()}`);
}

export default async function globalSetup() {
  ensureBuild();
  const scripts = scriptDigests(DIST);
  const backends = Object.values(DASHBOARD_ENV);
  for (const [file] of scripts) {
    const text = readFileSync(join(DIST, file), 'utf8');
    for (const backend of [...backends, `localhost:${MOCK_PORT}`]) {
      if (text.includes(backend)) throw new Error(`The built ${file} names a backend: ${backend}`);
    }
  }

  const work = mkdtempSync(join(tmpdir(), 'dashboard-nginx-'));
  // nginx's worker reads the copies.
  chmodSync(work, 0o755);
  const servers: string[] = [];
  for (const site of SITES) {
    const dir = join(work, `site-${site.port}`);
    cpSync(DIST, dir, { recursive: true });
    const conf = join(work, `server-${site.port}.conf`);
    const configured = spawnSync('sh', [join(ROOT, 'deploy', 'configure.sh'), dir], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        ...DASHBOARD_ENV,
        DASHBOARD_BASE_PATH: site.basePath,
        DASHBOARD_LISTEN: String(site.port),
        DASHBOARD_NGINX_CONF: conf,
      },
    });
    if (configured.status !== 0) throw new Error(`configure.sh failed:\n${configured.stderr}`);
    // Only the page changed: the scripts are the build's own, byte for byte.
    const after = scriptDigests(dir);
    for (const [file, digest] of scripts) {
      if (after.get(file) !== digest) throw new Error(`configure.sh changed ${file}`);
    }
    servers.push(conf);
  }

  let mockOutput = '';
  const mock = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['mock-api/server.ts'], {
    env: {
      ...process.env,
      PORT: String(MOCK_PORT),
      HOST: 'localhost',
      MOCK_OAUTH_CLIENT_ID: CLIENT_ID,
      MOCK_ALLOWED_ORIGINS: SITES.map((site) => site.origin).join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  mock.stdout?.on('data', (d) => (mockOutput += d));
  mock.stderr?.on('data', (d) => (mockOutput += d));
  const nginx = await startNginx({
    prefix: join(work, 'nginx'),
    servers,
    ports: SITES.map((site) => site.port),
  }).catch((error: unknown) => {
    mock.kill();
    throw error;
  });
  await waitFor(`${MOCK_ORIGIN}/mock-oauth/sign-in.css`, mock, () => mockOutput).catch(
    (error: unknown) => {
      nginx.stop();
      throw error;
    },
  );

  return async () => {
    nginx.stop();
    mock.kill();
    await new Promise((r) => setTimeout(r, 200));
    if (process.env.E2E_NGINX_KEEP) console.log(`nginx journeys: kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  };
}
