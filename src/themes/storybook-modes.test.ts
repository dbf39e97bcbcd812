import { describe, expect, it } from 'vitest';
import { allThemeModes, representativeThemeModes } from '../../.storybook/modes';
import { themes } from './themes';

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

  it('keeps the screen-story cross-section to real themes: dark, light and black', () => {
    expect(representativeThemeModes).toEqual({
      Dark: { theme: 'dark' },
      Light: { theme: 'nine' },
      Black: { theme: 'black' },
    });
  });
});
