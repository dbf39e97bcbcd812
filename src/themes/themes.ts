/** The theme registry: feeds the settings screen, the Storybook toolbar and Chromatic modes. */
export interface ThemeDefinition {
  /** Value of `data-theme` on `<html>` and of the `theme` preference. */
  id: string;
  /** What the settings screen and the Storybook toolbar show. */
  label: string;
}

export const themes = [{ id: 'dark', label: 'Dark' }] as const satisfies readonly ThemeDefinition[];

export type ThemeId = (typeof themes)[number]['id'];

export const defaultThemeId: ThemeId = 'dark';
