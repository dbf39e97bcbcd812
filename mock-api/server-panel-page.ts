/**
 * The stand-in for the external server panel: the admin list's Logs opens
 * `{panel}/server/{identifier}` in a new tab, and in development the panel is the mock's
 * `/mock-panel` (src/app/routes/admin/server-panel-url.ts). A read-only page: the instance's
 * power state, resources and its latest audit entries as a console log, so Logs opens something
 * sensible instead of the app's fallback. No script, so it works under the same strict CSP.
 */
import type { Hono } from 'hono';
import type { MockApiContext } from './context.ts';
import type { MockEnvBindings } from './http.ts';
import { resourcesOf } from './lifecycle.ts';
import { escapeHtml, page, securityHeaders } from './sign-in-page.ts';
import { advanceWorld } from './simulation.ts';

/** How many of the latest audit entries the console shows. */
const LOG_LINES = 20;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

export function registerServerPanelPage(app: Hono<MockEnvBindings>, ctx: MockApiContext) {
  app.get('/mock-panel/server/:identifier', (c) => {
    const now = ctx.clock.now();
    advanceWorld(ctx.state, now);
    const identifier = c.req.param('identifier');
    const instance = [...ctx.state.instances.values()].find((i) => i.identifier === identifier);
    if (!instance) {
      return c.html(
        page(
          'Server not found — mock server panel',
          `<h1>Server not found</h1><p class="error">The panel has no server "${escapeHtml(identifier)}".</p>`,
        ),
        404,
        securityHeaders(),
      );
    }
    const r = resourcesOf(instance, now);
    const log = instance.audits
      .slice(-LOG_LINES)
      .map((audit) => {
        const time = new Date(audit.recordedDateTime).toISOString().replace('T', ' ').slice(0, 19);
        const who = `${audit.person.discordUsername}#${audit.person.discordDiscriminator}`;
        const outcome = audit.isAuthorised ? '' : ' (refused)';
        return `${time}  ${who}  ${audit.role}${outcome}`;
      })
      .join('\n');
    const body = `<h1>${escapeHtml(instance.name)}</h1>
<p>Mock server panel · server ${escapeHtml(identifier)} · ${escapeHtml(r.powerState)}</p>
<p>CPU ${r.cpuCurrent.toFixed(2)}% / ${r.cpuMax.toFixed(2)}% · Memory ${mb(r.memoryCurrentBytes)} / ${mb(r.memoryMaxBytes)} · Disk ${mb(r.diskCurrentBytes)} / ${mb(r.diskMaxBytes)}</p>
<h2>Console</h2>
<pre aria-label="Console log">${escapeHtml(log || 'No output yet.')}</pre>`;
    return c.html(page(`${instance.name} — mock server panel`, body), 200, securityHeaders());
  });
}
