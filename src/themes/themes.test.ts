import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  defaultThemeId,
  findSpecialEffectTheme,
  isThemeId,
  resolveThemeId,
  themes,
} from './themes';

const here = dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(join(here, file), 'utf8');

describe('theme registry', () => {
  it('lists exactly the themes of the spec, in its order, dark first and default', () => {
    expect(themes.map((theme) => theme.id)).toEqual([
      'dark',
      'nine',
      'greyscale',
      'black',
      'cyberpunk',
      'red',
      'speak',
      'lover',
      'guts',
      'barbie',
      'emails',
      'midnights',
      'semi-charmed-life',
      'suckerpunch',
      'brothers-in-arms',
      'short-n-sweet',
      'christmas',
    ]);
    expect(defaultThemeId).toBe('dark');
  });

  it('shows nine as "Light" and gives every theme a unique label', () => {
    expect(themes.find((theme) => theme.id === 'nine')?.label).toBe('Light');
    expect(new Set(themes.map((theme) => theme.label)).size).toBe(themes.length);
  });

  it('validates stored ids and falls back to dark', () => {
    expect(isThemeId('midnights')).toBe(true);
    expect(isThemeId('Midnights')).toBe(false);
    expect(isThemeId('light')).toBe(false);
    expect(isThemeId(undefined)).toBe(false);
    expect(resolveThemeId('christmas')).toBe('christmas');
    expect(resolveThemeId('__proto__')).toBe('dark');
    expect(resolveThemeId(42)).toBe('dark');
  });

  it('finds the special-effect theme from a cover address or album name, whole words only', () => {
    expect(findSpecialEffectTheme('https://img.example/covers/Midnights_3am.jpg')).toBe(
      'midnights',
    );
    expect(findSpecialEffectTheme(undefined, 'Lover')).toBe('lover');
    expect(findSpecialEffectTheme('A Very Merry Christmas')).toBe('christmas');
    expect(findSpecialEffectTheme("Short n' Sweet (Deluxe)")).toBe('short-n-sweet');
    expect(findSpecialEffectTheme('Red (Taylor’s Version)')).toBe('red');
    expect(findSpecialEffectTheme('Featured credits')).toBeUndefined();
    expect(findSpecialEffectTheme('Clover fields')).toBeUndefined();
    expect(findSpecialEffectTheme(null, '')).toBeUndefined();
  });
});

describe('theme stylesheets', () => {
  const index = read('index.css');

  it.each(themes.map((theme) => [theme.id, theme.scheme]))(
    '%s is imported by index.css and declares color-scheme %s',
    (id, scheme) => {
      expect(index).toContain(`@import './${id}.css';`);
      expect(read(`${id}.css`)).toMatch(new RegExp(`color-scheme:\\s*${scheme};`));
    },
  );

  it('ties the dark: variant to exactly the dark-scheme themes', () => {
    const variant = /@custom-variant dark \(([^;]+)\);/.exec(index)?.[1] ?? '';
    const listed = [...variant.matchAll(/\[data-theme=([\w-]+)\](?! \*)/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual(
      themes
        .filter((theme) => theme.scheme === 'dark')
        .map((theme) => theme.id)
        .sort(),
    );
  });
});
