import type { Page } from '@playwright/test';

/**
 * What must not happen on a deployed site: an answer of 400 or more, a console error, a
 * Content-Security-Policy violation (from the page's own `securitypolicyviolation` events and
 * the console). `allow` names answers that are part of the story (a 401 the refresh answers).
 */
export function watchProblems(page: Page) {
  const problems: string[] = [];
  let allow: (url: string, status: number) => boolean = () => false;
  page.on('response', (response) => {
    const status = response.status();
    if (status >= 400 && !allow(response.url(), status)) {
      problems.push(`${status} ${response.request().method()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /Content.Security.Policy/i.test(text)) {
      // Chromium reports an allowed answer's status as a console error too.
      const failed = /status of (\d+)/.exec(text);
      const url = message.location().url;
      if (failed && allow(url, Number(failed[1]))) return;
      problems.push(`console ${message.type()}: ${text} (${url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return {
    problems,
    /** Lets answers that `rule` accepts through from now on. */
    allow(rule: (url: string, status: number) => boolean) {
      allow = rule;
    },
    /** Violations the page itself saw (installed before any page script runs). */
    async install() {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
    },
    async violations(): Promise<string[]> {
      return page.evaluate(
        () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
      );
    },
  };
}
