/**
 * The registry of languages with their catalogs: each language of language-list.ts and its
 * loader. Its catalog is `locales/<code>.json`, a flat map from message id to an ICU message;
 * English (`en.json`) is the source every other catalog follows. To add a language: add
 * `locales/<code>.json` with every key of `en.json`, one line in language-list.ts and its loader
 * here.
 */
import type { Messages } from '@lingui/core';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LIST,
  type LanguageCode,
  type LanguageDirection,
  type LanguageInfo,
} from './language-list';

/**
 * The page's reading direction, from <html dir> (set before the first paint by the preferences boot
 * script, src/app/boot/preferences.ts, and kept by the app; Storybook's locale global sets it too).
 * For the widgets that take the direction as a prop rather than from CSS (Radix's sliders, the
 * toasts). Read from the attribute, not from computed style: a style read in the first render's
 * layout effects forces a style pass of the whole page. Here, in the entry's module, rather than a
 * file of its own, which the build would make a request of its own.
 */
export function documentDirection(): LanguageDirection {
  return typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr';
}

export interface Language extends LanguageInfo {
  /** The compiled catalog, loaded only when this language is chosen. */
  load: () => Promise<{ default: Messages }>;
}

/** Each language's catalog, a chunk of its own (a Vite plugin, scripts/vite-plugins/catalogs.ts). */
const CATALOGS: Record<LanguageCode, Language['load']> = {
  en: () => import('virtual:catalog/en'),
  ar: () => import('virtual:catalog/ar'),
  de: () => import('virtual:catalog/de'),
  es: () => import('virtual:catalog/es'),
  fr: () => import('virtual:catalog/fr'),
  ja: () => import('virtual:catalog/ja'),
  'pt-BR': () => import('virtual:catalog/pt-BR'),
  ru: () => import('virtual:catalog/ru'),
  'en-XA': () => import('virtual:catalog/en-XA'),
};

export const LANGUAGES: readonly Language[] = LANGUAGE_LIST.map((language) => ({
  ...language,
  load: CATALOGS[language.code],
}));

/** The language of a code, or undefined for one this build does not have. */
export function findLanguage(code: string | null | undefined): Language | undefined {
  return LANGUAGES.find((language) => language.code === code);
}

/** The language of a code, English for one this build does not have. */
export function languageOrDefault(code: string | null | undefined): Language {
  return findLanguage(code) ?? { ...LANGUAGE_LIST[0], load: CATALOGS[DEFAULT_LANGUAGE] };
}
