/**
 * Serves the translation catalogs as `virtual:catalog/<code>`: `src/lib/i18n/locales/<code>.json`
 * compiled for Lingui's runtime (ICU messages pre-parsed, so no parser ships to the browser). A
 * message that is not valid ICU fails the build. The pseudo-locale `en-XA` is made from English.
 * A key missing from a translation falls back to English here (the catalog tests fail on it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { accentText, pseudoFrame } from '../../src/lib/i18n/pseudo-locale.ts';

const PREFIX = 'virtual:catalog/';
const RESOLVED = '\0' + PREFIX;
const PSEUDO = 'en-XA';
const localesDir = fileURLToPath(new URL('../../src/lib/i18n/locales/', import.meta.url));

function readCatalog(code: string): Record<string, string> {
  return JSON.parse(readFileSync(`${localesDir}${code}.json`, 'utf8')) as Record<string, string>;
}

/** One language's messages, compiled: { id: compiled message }. */
function compileCatalog(code: string): Record<string, unknown> {
  const english = readCatalog('en');
  const source = code === PSEUDO ? english : { ...english, ...readCatalog(code) };
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(source)) {
    try {
      if (code === PSEUDO) {
        const { open, close } = pseudoFrame(message);
        compiled[id] = [open, ...compileMessageOrThrow(message, accentText), close];
      } else {
        compiled[id] = compileMessageOrThrow(message);
      }
    } catch (error) {
      throw new Error(`Catalog ${code}.json, message "${id}": ${(error as Error).message}`);
    }
  }
  return compiled;
}

export function catalogsPlugin(): Plugin {
  let base = '/';
  return {
    name: 'catalogs',
    configResolved(config) {
      base = config.base;
    },
    // The built page names each catalog's chunk in <meta name="catalogs">, so
    // the preferences boot script (src/app/boot/preferences.ts) preloads the chosen language's catalog beside the entry (its
    // text arrives with the code, not a round trip after it).
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const chunks: Record<string, string> = {};
        for (const output of Object.values(context.bundle)) {
          const facade = output.type === 'chunk' ? output.facadeModuleId : null;
          if (facade?.startsWith(RESOLVED))
            chunks[facade.slice(RESOLVED.length)] = base + output.fileName;
        }
        return [
          {
            tag: 'meta',
            attrs: { name: 'catalogs', content: JSON.stringify(chunks) },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const code = id.slice(RESOLVED.length);
      this.addWatchFile(`${localesDir}en.json`);
      if (code !== PSEUDO) this.addWatchFile(`${localesDir}${code}.json`);
      // JSON.parse of a string literal is faster to start than an object literal this size.
      const json = JSON.stringify(JSON.stringify(compileCatalog(code)));
      return `export default JSON.parse(${json});`;
    },
  };
}
