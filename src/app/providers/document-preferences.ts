/**
 * Preferences that style the whole document (document-look.ts): the theme, applied at once on a
 * change; the lowercase aesthetic and the language, which take effect on reload. All three are
 * set before first paint by the preferences boot script (src/app/boot/preferences.ts); this
 * applies the app's validated values at start and follows theme changes.
 */
import { applyLanguage, applyLowercase, applyTheme } from './document-look';
import { preferences } from './preferences-store';

/** Applies the stored look now, then follows theme changes. Returns the unsubscribe. */
export function startDocumentPreferences(): () => void {
  const initial = preferences.get();
  applyTheme(initial.theme);
  applyLowercase(initial.lowercaseAesthetic);
  applyLanguage(initial.language);
  let theme = initial.theme;
  return preferences.subscribe(() => {
    const next = preferences.get().theme;
    if (next !== theme) applyTheme((theme = next));
  });
}
