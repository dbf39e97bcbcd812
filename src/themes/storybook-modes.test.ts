import { describe, expect, it } from 'vitest';
import { allThemeModes, localeModes, representativeThemeModes } from '../../.storybook/modes';
import { findLanguage } from '../lib/i18n/languages';
import { defaultThemeId, representativeThemeIds, themes } from './themes';

describe('Chromatic theme modes', () => {
  it('has one mode per theme, named by its label and setting its id', () => {
    expect(Object.keys(allThemeModes)).toHaveLength(themes.length);
    for (const theme of themes) {
      expect(allThemeModes[theme.label], theme.id).toEqual({ theme: theme.id });
    }
  });

  it('covers every theme id exactly once', () => {
    const ids = Object.values(allThemeModes).map((mode) => mode.theme);
    expect(ids.sort()).toEqual(themes.map((theme) => theme.id).sort());
  });

  it('keeps the screen-story cross-section to three real themes: the default, light and dark', () => {
    const picked = Object.entries(representativeThemeModes).map(([label, mode]) => {
      const theme = themes.find((candidate) => candidate.id === mode.theme);
      expect(theme?.label, mode.theme).toBe(label);
      return theme;
    });
    expect(picked.map((theme) => theme?.id)).toEqual(representativeThemeIds);
    expect(picked).toHaveLength(3);
    expect(picked[0]?.id).toBe(defaultThemeId);
    expect(new Set(picked.map((theme) => theme?.scheme))).toEqual(new Set(['light', 'dark']));
  });
});

describe('Chromatic locale modes', () => {
  it('shoots English, Arabic (right to left) and the pseudo-locale, all of the registry', () => {
    const languages = Object.values(localeModes).map((mode) => findLanguage(mode.locale));
    expect(languages.map((language) => language?.code)).toEqual(['en', 'ar', 'en-XA']);
    expect(languages[1]?.dir).toBe('rtl');
  });
});
