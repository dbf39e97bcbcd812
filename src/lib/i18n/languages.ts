/**
 * The registry of languages: one line a language. Its catalog is `locales/<code>.json`, a flat
 * map from message id to an ICU message; English (`en.json`) is the source every other catalog
 * follows. `qaOnly` languages (the pseudo-locale) are offered in development and Storybook, never
 * to users. To add a language: add `locales/<code>.json` with every key of `en.json`, and one
 * line here (its code as BCP 47, its name in itself, its direction, its loader).
 */
import type { Messages } from '@lingui/core';

export type LanguageDirection = 'ltr' | 'rtl';

/**
 * The page's reading direction, from <html dir> (set before the first paint by
 * public/preferences-boot.js and kept by the app; Storybook's locale global sets it too). For the
 * widgets that take the direction as a prop rather than from CSS (Radix's sliders, the toasts).
 * Read from the attribute, not from computed style: a style read in the first render's layout
 * effects forced a style pass of the whole page (issue #32). Here, in the entry's module, rather
 * than a file of its own, which the build would make a request of its own.
 */
export function documentDirection(): LanguageDirection {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

export interface Language {
  /** BCP 47 tag; also what `Intl` formats with (the pseudo-locale formats as English). */
  code: string;
  /** The language's name in itself ("Deutsch", "العربية"), as the settings screen offers it. */
  name: string;
  dir: LanguageDirection;
  /** The compiled catalog, loaded only when this language is chosen. */
  load: () => Promise<{ default: Messages }>;
  /** Offered in development and Storybook only (QA tools, not a language people read). */
  qaOnly?: boolean;
}

export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr', load: () => import('virtual:catalog/en') },
  { code: 'ar', name: 'العربية', dir: 'rtl', load: () => import('virtual:catalog/ar') },
  { code: 'de', name: 'Deutsch', dir: 'ltr', load: () => import('virtual:catalog/de') },
  { code: 'es', name: 'Español', dir: 'ltr', load: () => import('virtual:catalog/es') },
  { code: 'fr', name: 'Français', dir: 'ltr', load: () => import('virtual:catalog/fr') },
  { code: 'ja', name: '日本語', dir: 'ltr', load: () => import('virtual:catalog/ja') },
  {
    code: 'pt-BR',
    name: 'Português (Brasil)',
    dir: 'ltr',
    load: () => import('virtual:catalog/pt-BR'),
  },
  { code: 'ru', name: 'Русский', dir: 'ltr', load: () => import('virtual:catalog/ru') },
  // Pseudo-locale (accented, ~40 % longer, bracketed), generated from en.json at build time.
  {
    code: 'en-XA',
    name: '[Ƥšéûðö]',
    dir: 'ltr',
    load: () => import('virtual:catalog/en-XA'),
    qaOnly: true,
  },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The language of a code, or undefined for one this build does not have. */
export function findLanguage(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/**
 * The first of the reader's preferred languages (navigator.languages, best first) that we have:
 * an exact tag first ("pt-BR"), then by its base language ("de-AT" → "de", "pt-PT" → "pt-BR"),
 * else English. QA languages are never picked this way.
 */
export function matchLanguage(preferred: readonly string[]): LanguageCode {
  const offered = LANGUAGES.filter((language) => !('qaOnly' in language));
  for (const tag of preferred) {
    const exact = offered.find((l) => l.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameBase = offered.find((l) => l.code.split('-')[0]?.toLowerCase() === base);
    if (sameBase) return sameBase.code;
  }
  return DEFAULT_LANGUAGE;
}
