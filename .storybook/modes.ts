/**
 * Chromatic modes, generated from the theme registry so a theme added to themes.ts is snapshotted
 * without touching Storybook. A mode sets the `theme` global, which preview.tsx turns into
 * <html data-theme>. Keys are the toolbar labels (what reviewers see in Chromatic's UI).
 */
import { representativeThemeIds, themes, type ThemeId } from '../src/themes/themes';

type ThemeModes = Record<string, { theme: ThemeId }>;

const modeFor = (id: ThemeId): ThemeModes => {
  const theme = themes.find((candidate) => candidate.id === id);
  return theme ? { [theme.label]: { theme: theme.id } } : {};
};

/** Every theme: for primitives and the theme gallery (17 snapshots per story). */
export const allThemeModes: ThemeModes = Object.fromEntries(
  themes.map((theme) => [theme.label, { theme: theme.id }]),
);

/** A cheap cross-section for screen stories that opt in (the registry's representative themes). */
export const representativeThemeModes: ThemeModes = Object.assign(
  {},
  ...representativeThemeIds.map(modeFor),
) as ThemeModes;

type LocaleModes = Record<string, { locale: string }>;

/**
 * The languages every story without modes of its own is snapshotted in: English (the
 * spec's words), Arabic (right to left) and the pseudo-locale (text that escaped the catalog, and
 * labels cut by longer text). A mode sets the `locale` global, which preview.tsx activates.
 */
export const localeModes: LocaleModes = {
  English: { locale: 'en' },
  Arabic: { locale: 'ar' },
  'Pseudo-locale': { locale: 'en-XA' },
};
