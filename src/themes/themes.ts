/** The theme registry: feeds the settings screen, the Storybook toolbar and Chromatic modes. */
import type { MessageId } from '@/lib/i18n';
export interface ThemeDefinition {
  /** Value of `data-theme` on `<html>` and of the `theme` preference. */
  id: string;
  /** What the settings screen and the Storybook toolbar show. */
  label: string;
  /**
   * For a label that is a word rather than a name ("Dark", "Light"; "Lover" or "Speak" are album
   * names, the same in every language): its message, so the settings screen says it in the
   * reader's language (`optionLabel` of src/lib/preferences). The Storybook toolbar keeps `label`.
   */
  labelId?: MessageId;
  /** Whether the look is light or dark (for `color-scheme` aware callers, e.g. toasts). */
  scheme: 'light' | 'dark';
  /**
   * With special effects on, the instance page switches to this theme while a track plays whose
   * album cover matches: `coverImageMatch` is compared word by word (case and punctuation
   * ignored) against the cover's address and the album name; see `findSpecialEffectTheme`.
   */
  specialEffect?: { coverImageMatch: string };
}

export const themes = [
  { id: 'dark', label: 'Dark', labelId: 'preferences.themeDark', scheme: 'dark' },
  { id: 'nine', label: 'Light', labelId: 'preferences.themeLight', scheme: 'light' },
  { id: 'greyscale', label: 'Greyscale', scheme: 'light' },
  { id: 'black', label: 'Black', scheme: 'dark' },
  { id: 'cyberpunk', label: 'Cyberpunk', scheme: 'dark' },
  { id: 'red', label: 'Red', scheme: 'light', specialEffect: { coverImageMatch: 'red' } },
  { id: 'speak', label: 'Speak', scheme: 'dark', specialEffect: { coverImageMatch: 'speak now' } },
  { id: 'lover', label: 'Lover', scheme: 'light', specialEffect: { coverImageMatch: 'lover' } },
  { id: 'guts', label: 'Guts', scheme: 'dark', specialEffect: { coverImageMatch: 'guts' } },
  { id: 'barbie', label: 'Barbie', scheme: 'light', specialEffect: { coverImageMatch: 'barbie' } },
  {
    id: 'emails',
    label: 'Emails',
    scheme: 'light',
    specialEffect: { coverImageMatch: 'emails i cant send' },
  },
  {
    id: 'midnights',
    label: 'Midnights',
    scheme: 'dark',
    specialEffect: { coverImageMatch: 'midnights' },
  },
  {
    id: 'semi-charmed-life',
    label: 'Semi-Charmed Life',
    scheme: 'light',
    specialEffect: { coverImageMatch: 'third eye blind' },
  },
  { id: 'suckerpunch', label: 'Suckerpunch', scheme: 'light' },
  {
    id: 'brothers-in-arms',
    label: 'Brothers in Arms',
    scheme: 'dark',
    specialEffect: { coverImageMatch: 'brothers in arms' },
  },
  {
    id: 'short-n-sweet',
    label: 'Short n’ Sweet',
    scheme: 'light',
    specialEffect: { coverImageMatch: 'short n sweet' },
  },
  {
    id: 'christmas',
    label: 'Christmas',
    scheme: 'light',
    specialEffect: { coverImageMatch: 'christmas' },
  },
] as const satisfies readonly ThemeDefinition[];

export type ThemeId = (typeof themes)[number]['id'];

export const defaultThemeId: ThemeId = 'dark';

/**
 * A cheap cross-section for screen stories that opt in (`representativeThemeModes` in
 * .storybook/modes.ts): the default dark, the light theme and the most extreme palette (true
 * black). 3 snapshots per story instead of one per theme.
 */
export const representativeThemeIds: readonly ThemeId[] = [defaultThemeId, 'nine', 'black'];

const themeIds: ReadonlySet<string> = new Set(themes.map((theme) => theme.id));

/**
 * The registry as the preferences table takes it (`ThemeChoices` in src/lib/preferences/, which
 * may not import this file): every id with its label, and the default.
 */
export const themeChoices = {
  defaultId: defaultThemeId,
  options: themes.map((theme) => ({
    value: theme.id,
    label: theme.label,
    ...('labelId' in theme && { labelId: theme.labelId }),
  })),
};

/** True for an id of the registry (a stored preference may be stale or hand-edited). */
export function isThemeId(value: unknown): value is ThemeId {
  return typeof value === 'string' && themeIds.has(value);
}

/** The stored preference if it names a theme, else the default. */
export function resolveThemeId(value: unknown): ThemeId {
  return isThemeId(value) ? value : defaultThemeId;
}

export function getTheme(id: ThemeId): ThemeDefinition {
  return themes.find((theme) => theme.id === id) ?? themes[0];
}

/** Lower-case words separated by single spaces: "Short_n'_Sweet.JPG" → "short n sweet jpg". */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/**
 * The theme whose special-effect trigger appears as whole words in any of the given texts (the
 * album cover's address, the album name), or undefined. Whole words, so "red" does not fire on
 * "credits" or "featured".
 */
export function findSpecialEffectTheme(
  ...texts: (string | null | undefined)[]
): ThemeId | undefined {
  const haystack = texts.filter(Boolean).map((text) => words(text as string));
  for (const theme of themes) {
    if (!('specialEffect' in theme)) continue;
    const needle = words(theme.specialEffect.coverImageMatch);
    if (haystack.some((text) => text.includes(needle))) return theme.id;
  }
  return undefined;
}
