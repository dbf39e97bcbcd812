/** deploy/configure.sh on a small stand-in for dist/: what it writes, and what it refuses. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../src/lib/runtime-config';
import {
  contentSecurityPolicy,
  CSP_TEMPLATE_FILE,
  cspTemplate,
  securityHeaders,
} from './security-headers.mjs';

const script = new URL('./configure.sh', import.meta.url).pathname;
const template = readFileSync(new URL('./nginx.conf', import.meta.url), 'utf8');
const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />
<base href="/" />
<meta name="dashboard-config" content="{}" />
<script type="module" crossorigin src="./assets/index-abc.js"></script></head><body></body></html>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'configure-test-'));
  mkdirSync(join(dir, 'site', 'assets'), { recursive: true });
  writeFileSync(join(dir, 'site', 'index.html'), PAGE);
  writeFileSync(join(dir, 'site', 'index.html.gz'), 'stale');
  writeFileSync(join(dir, 'site', 'index.html.br'), 'stale');
  writeFileSync(join(dir, 'site', 'assets', 'index-abc.js'), 'console.log(1)');
  // What the build writes (scripts/vite-plugins/preview-headers.ts's cspTemplateFile).
  writeFileSync(join(dir, 'site', CSP_TEMPLATE_FILE), `${cspTemplate()}\n`);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function configure(env: Record<string, string>) {
  const result = spawnSync('sh', [script, join(dir, 'site')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, DASHBOARD_NGINX_CONF: join(dir, 'server.conf'), ...env },
  });
  const page = readFileSync(join(dir, 'site', 'index.html'), 'utf8');
  const content = /<meta name="dashboard-config" content='([^']*)'/.exec(page)?.[1] ?? '';
  const config = parseRuntimeConfig(content.replaceAll('&amp;', '&'));
  const nginx = existsSync(join(dir, 'server.conf'))
    ? readFileSync(join(dir, 'server.conf'), 'utf8')
    : '';
  return { ...result, page, config, nginx };
}

const API = 'https://api.example.org:8443';

describe('deploy/configure.sh', () => {
  it('writes the settings and the base path into the page, and remakes its gzip copy', () => {
    const out = configure({
      DASHBOARD_API_BASE_URL: `${API}/`,
      DASHBOARD_OAUTH_CLIENT_ID: '1234567890',
      DASHBOARD_OAUTH_AUTHORIZE_URL: 'https://chat.example/oauth2/authorize?prompt=none&x=1',
      DASHBOARD_AVATAR_HOST: 'https://cdn.example/',
      DASHBOARD_SERVER_PANEL_URL: 'https://panel.example',
      DASHBOARD_BASE_PATH: 'dashboard',
    });
    expect(out.status, out.stderr).toBe(0);
    expect(out.page).toContain('<base href="/dashboard/" />');
    expect(out.config).toEqual({
      apiBaseUrl: API,
      oauthClientId: '1234567890',
      oauthAuthorizeUrl: 'https://chat.example/oauth2/authorize?prompt=none&x=1',
      avatarHost: 'https://cdn.example',
      serverPanelUrl: 'https://panel.example',
      basePath: '/dashboard/',
    });
    expect(out.page).toContain('prompt=none&amp;x=1');
    expect(gunzipSync(readFileSync(join(dir, 'site', 'index.html.gz'))).toString()).toBe(out.page);
    expect(existsSync(join(dir, 'site', 'index.html.br'))).toBe(false);
    expect(readFileSync(join(dir, 'site', 'assets', 'index-abc.js'), 'utf8')).toBe(
      'console.log(1)',
    );
  });

  it('leaves unset settings to the build, and can run again with others', () => {
    expect(configure({ DASHBOARD_BASE_PATH: '/a/b/' }).config).toEqual({ basePath: '/a/b/' });
    const again = configure({});
    expect(again.config).toEqual({ basePath: '/' });
    expect(again.page).toContain('<base href="/" />');
    expect(again.page.match(/<base /g)).toHaveLength(1);
  });

  it("writes deploy/nginx.conf's server for the folder, the path, the port and the policy", () => {
    const out = configure({
      DASHBOARD_API_BASE_URL: `${API}/v1`,
      DASHBOARD_AVATAR_HOST: 'http://avatars.example:80/x',
      DASHBOARD_BASE_PATH: '/dashboard/',
      DASHBOARD_LISTEN: '8080',
    });
    expect(out.status, out.stderr).toBe(0);
    const site = join(dir, 'site');
    const csp = contentSecurityPolicy({ apiOrigin: API, avatarOrigin: 'http://avatars.example' });
    expect(out.nginx).toContain(`set $csp "${csp}";`);
    expect(out.nginx).toContain('listen 8080;');
    expect(out.nginx).toContain('location = /dashboard { return 301 /dashboard/; }');
    expect(out.nginx).toContain(`location ^~ /dashboard/assets/ {\n        alias ${site}/assets/;`);
    expect(out.nginx).toContain(
      `location /dashboard/ {\n        alias ${site}/;\n        try_files $uri /dashboard/index.html;`,
    );
    expect(out.nginx).not.toContain('/usr/share/nginx/html/;');
    // No backend on this origin unless DASHBOARD_API_UPSTREAM names one.
    expect(out.nginx).not.toContain('proxy_pass');
    expect(out.nginx).toContain(
      `location = /dashboard/manifest.webmanifest {\n        alias ${site}/manifest.webmanifest;`,
    );
    // Every header of the template is still there, in its three locations.
    for (const [name, value] of Object.entries(securityHeaders())) {
      if (name === 'Content-Security-Policy') continue;
      expect(out.nginx.split(`add_header ${name} "${value}" always;`)).toHaveLength(4);
    }
  });

  it('at the root with a backend on this origin: the template, with its folder and upstream', () => {
    const out = configure({ DASHBOARD_API_UPSTREAM: 'http://backend:9000/' });
    expect(out.status, out.stderr).toBe(0);
    const expected = template
      .replaceAll('alias /usr/share/nginx/html/', `alias ${join(dir, 'site')}/`)
      .replace('proxy_pass http://backend:8080;', 'proxy_pass http://backend:9000;');
    expect(out.nginx).toBe(expected);
    expect(out.nginx).toContain(`set $csp "${contentSecurityPolicy()}";`);
  });

  it("takes the policy from the build's file: an avatar host on the backend's origin once, and no file no server", () => {
    const same = configure({ DASHBOARD_API_BASE_URL: API, DASHBOARD_AVATAR_HOST: `${API}/cdn` });
    expect(same.status, same.stderr).toBe(0);
    const csp = contentSecurityPolicy({ apiOrigin: API, avatarOrigin: API });
    expect(csp.split(API)).toHaveLength(3);
    expect(same.nginx).toContain(`set $csp "${csp}";`);
    rmSync(join(dir, 'site', CSP_TEMPLATE_FILE));
    const without = configure({});
    expect(without.status).toBe(1);
    expect(without.stderr).toContain(`${CSP_TEMPLATE_FILE} does not exist`);
  });

  it.each([
    [{ DASHBOARD_API_BASE_URL: 'api.example.org' }, 'must be an http(s) URL'],
    [{ DASHBOARD_API_BASE_URL: '/api' }, 'must be an http(s) URL'],
    [{ DASHBOARD_OAUTH_CLIENT_ID: 'a"b' }, 'may not contain quotes'],
    [{ DASHBOARD_AVATAR_HOST: '//cdn.example' }, 'scheme-relative'],
    [{ DASHBOARD_BASE_PATH: '/a/../b/' }, 'may not hold . or ..'],
    [{ DASHBOARD_BASE_PATH: '/a?b/' }, 'must be a path'],
    [{ DASHBOARD_LISTEN: '80; evil' }, 'may not contain'],
  ])('refuses %o, saying why, and changes nothing', (env, message) => {
    const out = configure(env);
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain(message);
    expect(out.page).toBe(PAGE);
  });

  it('refuses a folder that does not hold the build', () => {
    writeFileSync(join(dir, 'site', 'index.html'), '<html></html>');
    const out = configure({});
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('not a build of this dashboard');
  });
});
