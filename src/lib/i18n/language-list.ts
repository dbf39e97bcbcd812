/**
 * The languages this build speaks, one line a language: its code (BCP 47), its name in itself,
 * its direction. The matching rule for a first visit is here too. No catalog loader, so the
 * preferences boot script (src/app/boot/preferences.ts) takes this file alone; the registry with
 * each language's catalog is languages.ts. `qaOnly` languages (the pseudo-locale) are offered in
 * development and Storybook, never to users.
 */

export type LanguageDirection = 'ltr' | 'rtl';

export interface LanguageInfo {
  /** BCP 47 tag; also what `Intl` formats with (the pseudo-locale formats as English). */
  code: string;
  /** The language's name in itself ("Deutsch", "العربية"), as the settings screen offers it. */
  name: string;
  dir: LanguageDirection;
  /** Offered in development and Storybook only (QA tools, not a language people read). */
  qaOnly?: boolean;
}

export const LANGUAGE_LIST = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  // Pseudo-locale (accented, ~40 % longer, bracketed), generated from en.json at build time.
  { code: 'en-XA', name: '[Ƥšéûðö]', dir: 'ltr', qaOnly: true },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof LANGUAGE_LIST)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The first of the reader's preferred languages (navigator.languages, best first) that we have:
 * an exact tag first ("pt-BR"), then by its base language ("de-AT" → "de", "pt-PT" → "pt-BR"),
 * else English. QA languages are never picked this way.
 */
export function matchLanguage(preferred: readonly string[]): LanguageCode {
  const offered = LANGUAGE_LIST.filter((language) => !('qaOnly' in language));
  for (const tag of preferred) {
    const exact = offered.find((l) => l.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const base = tag.split('-')[0]?.toLowerCase();
    const sameBase = offered.find((l) => l.code.split('-')[0]?.toLowerCase() === base);
    if (sameBase) return sameBase.code;
  }
  return DEFAULT_LANGUAGE;
}

/** A code's language, or undefined for one this build does not have. */
export function findLanguageInfo(code: string | null | undefined): LanguageInfo | undefined {
  return LANGUAGE_LIST.find((language) => language.code === code);
}
