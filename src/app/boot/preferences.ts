/**
 * The boot script's preferences, in the app's own code so boot code has one source. Run by
 * preferences-boot.ts, which scripts/vite-plugins/boot-scripts.ts builds into a classic script of
 * its own that runs in `<head>` before the first paint (external, because the
 * Content-Security-Policy allows no inline script): applies the stored theme, the lowercase
 * aesthetic and the language's `lang` and `dir` with the app's own functions
 * (src/app/providers/document-look.ts), so the page never flashes the default look or paints
 * right-to-left text left to right, and preloads the language's catalog beside the entry. The app
 * validates and keeps them in step once it starts (src/app/providers/document-preferences.ts).
 */
import { applyLanguage, applyLowercase, applyTheme } from '@/app/providers/document-look';
import { findLanguageInfo, matchLanguage } from '@/lib/i18n/language-list';
import type { PreferenceKey } from '@/lib/preferences';

/** The name of the built page's `<meta>` that maps each language to its catalog chunk (scripts/vite-plugins/catalogs.ts). */
const CATALOGS_META = 'catalogs';

/**
 * The stored language if this build offers it (the pseudo-locale only in development, as the
 * preferences table offers it), else the browser's best match, as the app's default.
 */
export function bootLanguage(
  stored: string | null,
  preferred: readonly string[],
  includeQa: boolean = import.meta.env.DEV,
): string {
  const language = findLanguageInfo(stored);
  if (language && (!('qaOnly' in language) || includeQa)) return language.code;
  return matchLanguage(preferred);
}

/** A path of this site: relative to the page's `<base href>` (`./assets/…`) or absolute on this origin, never `//host/…`. */
const SITE_SCRIPT = /^(?:\.\/|\/(?!\/))?[\w.-][\w/.-]*\.js$/;

/** Applies the stored look to `<html>` and preloads the language's catalog. */
export function bootPreferences(
  storage: Pick<Storage, 'getItem'>,
  preferred: readonly string[],
  doc: Document = document,
): void {
  const read = (key: PreferenceKey) => storage.getItem(key);
  applyTheme(read('theme'));
  applyLowercase(read('lowercaseAesthetic')?.trim() === 'true');
  const code = bootLanguage(read('language'), preferred);
  applyLanguage(code);
  const meta = doc.querySelector(`meta[name="${CATALOGS_META}"]`);
  const chunk: unknown = meta && JSON.parse(meta.getAttribute('content') ?? '{}')[code];
  if (typeof chunk === 'string' && SITE_SCRIPT.test(chunk)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = chunk;
    doc.head.appendChild(link);
  }
}
