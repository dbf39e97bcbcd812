/**
 * React Router's package exports name its development build only (its dev warnings, about 2 KiB
 * gzip more before the first screen); its production build sits beside it. A build takes that.
 */
import { fileURLToPath, URL } from 'node:url';
import type { Plugin } from 'vite';

export function reactRouterProductionBuild(): Plugin {
  const file = (name: string) =>
    fileURLToPath(
      new URL(`../../node_modules/react-router/dist/production/${name}`, import.meta.url),
    );
  return {
    name: 'bot-dashboard-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: file('index.mjs') },
          { find: /^react-router\/dom$/, replacement: file('dom-export.mjs') },
        ],
      },
    }),
  };
}
