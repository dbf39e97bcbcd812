// Debian's nginx for the deployed-build journeys (playwright.nginx.config.ts): found, installed
// when missing (as scripts/ensure-chromium.mjs does for Chromium: on Debian, as root), and run
// unprivileged-style with a main configuration of our own around the server blocks that
// deploy/configure.sh wrote from deploy/nginx.conf: `nginx -c <ours> -p <prefix>`, `daemon off`,
// every temporary path, log and pid in the prefix, so it never touches /var or /etc.
// `node scripts/nginx.mjs` only makes sure nginx is there.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx'];

/** nginx's executable: $NGINX_PATH, else Debian's. */
export function findNginx() {
  if (process.env.NGINX_PATH)
    return existsSync(process.env.NGINX_PATH) ? process.env.NGINX_PATH : null;
  return CANDIDATES.find((path) => existsSync(path)) ?? null;
}

/** nginx's executable, installed with apt-get on a Debian machine where we are root. */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isDebian = existsSync('/etc/debian_version') && existsSync('/usr/bin/apt-get');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isDebian || !isRoot) {
    throw new Error(
      'nginx is missing for the deployed-build journeys. Install it (Debian/Ubuntu: ' +
        'sudo apt-get install -y nginx), or point NGINX_PATH at its executable.',
    );
  }
  console.log("installing Debian's nginx...");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'nginx']]) {
    execFileSync('apt-get', args, { env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  }
  const installed = findNginx();
  if (!installed) throw new Error('apt-get finished but no nginx executable was found.');
  return installed;
}

/** mime.types beside the installed nginx (Debian: /etc/nginx/mime.types). */
function mimeTypes() {
  const found = ['/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'].find(existsSync);
  if (!found) throw new Error('nginx has no mime.types at /etc/nginx/mime.types.');
  return found;
}

/** The main configuration around `servers` (files holding server blocks), all state in `prefix`. */
export function mainConfig(prefix, servers) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root, nginx's workers would become `nobody`, who may not read a test's temp folders.
    ...(root ? ['user root;'] : []),
    `pid ${join(prefix, 'nginx.pid')};`,
    `error_log ${join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    `    include ${mimeTypes()};`,
    '    default_type application/octet-stream;',
    '    sendfile on;',
    `    access_log ${join(prefix, 'access.log')};`,
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (name) => `    ${name}_temp_path ${join(prefix, `${name}-temp`)};`,
    ),
    ...servers.map((file) => `    include ${file};`),
    '}',
    '',
  ].join('\n');
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
  });
}

/** Starts nginx over `servers`; resolves once every port answers. */
export async function startNginx({ prefix, servers, ports }) {
  const nginx = ensureNginx();
  mkdirSync(prefix, { recursive: true });
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, mainConfig(prefix, servers));
  const test = spawnSync(nginx, ['-t', '-q', '-c', conf, '-p', prefix], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t refused the configuration:\n${test.stderr}`);
  const child = spawn(nginx, ['-c', conf, '-p', prefix], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) break;
    const open = await Promise.all(ports.map(portOpen));
    if (open.every(Boolean)) {
      return {
        stop: () => child.kill('SIGQUIT'),
        errorLog: () =>
          existsSync(join(prefix, 'error.log'))
            ? readFileSync(join(prefix, 'error.log'), 'utf8')
            : '',
      };
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error(`nginx did not start on ${ports.join(', ')}:\n${output}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`nginx: ${ensureNginx()}`);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
