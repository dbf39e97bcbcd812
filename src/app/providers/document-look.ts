/**
 * The preferences that style the whole document, applied to `<html>`: the theme (`data-theme`
 * and its colour scheme), the lowercase aesthetic (`data-lowercase`) and the language (`lang`,
 * `dir`). Run twice per page load by design: by the preferences boot script before the first
 * paint (src/app/boot/preferences.ts), and by the app, which then follows changes
 * (document-preferences.ts). Light on purpose: the boot script bundles this file.
 */
import { DEFAULT_LANGUAGE, findLanguageInfo } from '@/lib/i18n/language-list';
import { getTheme, resolveThemeId } from '@/themes/themes';

export function applyTheme(theme: unknown, root: HTMLElement = document.documentElement): void {
  const id = resolveThemeId(theme);
  root.dataset.theme = id;
  // Native controls and scrollbars follow the theme's light or dark look.
  root.style.colorScheme = getTheme(id).scheme;
}

export function applyLowercase(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.dataset.lowercase = '';
  else delete root.dataset.lowercase;
}

/** `<html lang dir>` of the chosen language (English for a code this build does not have). */
export function applyLanguage(code: string, root: HTMLElement = document.documentElement): void {
  const language = findLanguageInfo(code) ?? findLanguageInfo(DEFAULT_LANGUAGE);
  if (!language) return;
  root.lang = language.code;
  root.dir = language.dir;
}
