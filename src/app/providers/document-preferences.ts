/**
 * Preferences that style the whole document: the theme (data-theme on <html>, applied at once)
 * and the lowercase aesthetic (text-transform on <html>, which takes effect on reload). The
 * same two are set before first paint by public/preferences-boot.js; this keeps them in step.
 */
import { getTheme, resolveThemeId } from '@/themes/themes';
import { getPreferences, subscribePreferences } from './preferences-store';

export function applyTheme(theme: string, root: HTMLElement = document.documentElement): void {
  const id = resolveThemeId(theme);
  root.dataset.theme = id;
  // Native controls and scrollbars follow the theme's light or dark look.
  root.style.colorScheme = getTheme(id).scheme;
}

export function applyLowercase(on: boolean, root: HTMLElement = document.documentElement): void {
  if (on) root.dataset.lowercase = '';
  else delete root.dataset.lowercase;
}

/** Applies the stored look now, then follows theme changes. Returns the unsubscribe. */
export function startDocumentPreferences(): () => void {
  const initial = getPreferences();
  applyTheme(initial.theme);
  applyLowercase(initial.lowercaseAesthetic);
  let theme = initial.theme;
  return subscribePreferences(() => {
    const next = getPreferences().theme;
    if (next !== theme) applyTheme((theme = next));
  });
}
