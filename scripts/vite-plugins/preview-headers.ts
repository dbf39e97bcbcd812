/**
 * `npm run preview` sends the headers deploy/nginx.conf sends (deploy/security-headers.mjs is
 * the one source), so the built app is tried under its production Content-Security-Policy.
 */
import type { Plugin } from 'vite';
import {
  cacheControlFor,
  CSP_TEMPLATE_FILE,
  cspTemplate,
  originOf,
  securityHeaders,
} from '../../deploy/security-headers.mjs';

/**
 * The build writes the policy with slots for the origins (cspTemplate) into dist/, where
 * deploy/configure.sh reads it: the script keeps no copy of the policy.
 */
export function cspTemplateFile(): Plugin {
  return {
    name: 'bot-dashboard-csp-template',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: CSP_TEMPLATE_FILE, source: `${cspTemplate()}\n` });
    },
  };
}

export function previewSecurityHeaders(
  env: Record<string, string | undefined> = process.env,
): Plugin {
  const headers = securityHeaders({
    apiOrigin: originOf(env.VITE_API_BASE_URL),
    avatarOrigin: originOf(env.VITE_AVATAR_HOST),
  });
  return {
    name: 'bot-dashboard-preview-headers',
    configurePreviewServer(server) {
      // Runs before the static files and the mock; a response that sets its own policy (the
      // mock's sign-in page) replaces these when it writes its head.
      server.middlewares.use((req, res, next) => {
        const pathname = (req.url ?? '/').split('?')[0] ?? '/';
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        res.setHeader('Cache-Control', cacheControlFor(pathname));
        next();
      });
    },
  };
}
