/**
 * Preferences that style the whole document: the theme (data-theme on <html>, applied at once),
 * the lowercase aesthetic (text-transform on <html>) and the language (lang and dir on <html>),
 * both of which take effect on reload. All three are set before first paint by
 * public/preferences-boot.js; this keeps them in step.
 */
import { DEFAULT_LANGUAGE, findLanguage } from '@/lib/i18n';
import { getTheme, resolveThemeId } from '@/themes/themes';
import { getPreferences, subscribePreferences } from './preferences-store';

export function applyTheme(theme: string, root: HTMLElement = document.documentElement): void {
  const id = resolveThemeId(theme);
  root.dataset.theme = id;
  // Native controls and scrollbars follow the theme's light or dark look.
  root.style.colorScheme = getTheme(id).scheme;
}

function applyLowercase(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.dataset.lowercase = '';
  else delete root.dataset.lowercase;
}

/** `<html lang dir>` of the chosen language (set before first paint by preferences-boot.js). */
function applyLanguage(code: string, root: HTMLElement = document.documentElement): void {
  const language = findLanguage(code) ?? findLanguage(DEFAULT_LANGUAGE);
  if (!language) return;
  root.lang = language.code;
  root.dir = language.dir;
}

/** Applies the stored look now, then follows theme changes. Returns the unsubscribe. */
export function startDocumentPreferences(): () => void {
  const initial = getPreferences();
  applyTheme(initial.theme);
  applyLowercase(initial.lowercaseAesthetic);
  applyLanguage(initial.language);
  let theme = initial.theme;
  return subscribePreferences(() => {
    const next = getPreferences().theme;
    if (next !== theme) applyTheme((theme = next));
  });
}
