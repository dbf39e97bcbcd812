/**
 * The one translation runtime (Lingui's core): `t(id, values)` formats a message of the active
 * catalog as ICU MessageFormat (plural and select by CLDR rules through Intl.PluralRules). It
 * works anywhere (components, actions, rules), so long as it is called at render or run time,
 * never at module scope: a page load activates one language before the first render (changing
 * language reloads the page), and Storybook activates the toolbar's language before each story.
 */
import { i18n } from '@lingui/core';
import type English from './locales/en.json';
import { DEFAULT_LANGUAGE, findLanguage, LANGUAGES, type Language } from './languages';

/** Every message id: the keys of the English catalog, so a missing id fails the typecheck. */
export type MessageId = keyof typeof English;
export type MessageValues = Record<string, string | number | Date>;

export function t(id: MessageId, values?: MessageValues): string {
  return i18n._(id, values);
}

/** Loads a language's catalog and makes it the active one (English for an unknown code). */
export async function activateLanguage(code: string): Promise<Language> {
  const language = findLanguage(code) ?? findLanguage(DEFAULT_LANGUAGE) ?? LANGUAGES[0];
  const { default: messages } = await language.load();
  i18n.loadAndActivate({ locale: language.code, messages });
  return language;
}

/** The active language (English before any activation). */
function activeLanguage(): Language {
  return findLanguage(i18n.locale) ?? LANGUAGES[0];
}

/** The locale `Intl` formats with: the active language's, English for the pseudo-locale. */
export function intlLocale(): string {
  const language = activeLanguage();
  return 'qaOnly' in language ? DEFAULT_LANGUAGE : language.code;
}
