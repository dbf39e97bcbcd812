import { readdirSync, readFileSync } from 'node:fs';
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
  it('has unique ids and labels, and its default is one of them', () => {
    const ids = themes.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(themes.length);
    expect(new Set(themes.map((theme) => theme.label)).size).toBe(themes.length);
    expect(ids).toContain(defaultThemeId);
  });

  it('validates stored ids and falls back to the default', () => {
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

/** The variables a theme file declares, its selector and its color-scheme. */
function readStylesheet(file: string) {
  const css = read(file).replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)];
  const body = blocks[0]?.[2] ?? '';
  return {
    blocks: blocks.length,
    selectors: (blocks[0]?.[1] ?? '').split(',').map((selector) => selector.trim()),
    scheme: /color-scheme:\s*(\w+);/.exec(body)?.[1],
    variables: [...body.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]).sort(),
  };
}

// Adding a theme is one CSS file plus one registry line: each must have the other.
describe('theme stylesheets', () => {
  const themeFiles = readdirSync(here)
    .filter((file) => file.endsWith('.css') && !['index.css', 'fonts.css'].includes(file))
    .sort();
  const reference = readStylesheet(`${defaultThemeId}.css`);

  it('has a stylesheet for every registry theme and a registry theme for every stylesheet', () => {
    expect(themeFiles).toEqual(themes.map((theme) => `${theme.id}.css`).sort());
  });

  it.each(themes.map((theme) => [theme.id, theme.scheme]))(
    "%s.css is one rule on its data-theme with the default theme's variables and color-scheme %s",
    (id, scheme) => {
      const sheet = readStylesheet(`${id}.css`);
      expect(sheet.blocks).toBe(1);
      expect(sheet.selectors).toContain(`[data-theme='${id}']`);
      expect(sheet.scheme).toBe(scheme);
      expect(sheet.variables).toEqual(reference.variables);
      expect(reference.variables.length).toBeGreaterThan(20);
    },
  );

  it('lets only the default theme stand in for <html> before data-theme is set', () => {
    for (const theme of themes) {
      const root = readStylesheet(`${theme.id}.css`).selectors.includes(':where(:root)');
      expect(root, theme.id).toBe(theme.id === defaultThemeId);
    }
  });

  it('loads every stylesheet by its file name, none from index.css', () => {
    expect(read('theme-styles.ts')).toContain(
      "import.meta.glob(['./*.css', '!./index.css', '!./fonts.css'], { eager: true });",
    );
    expect(read('index.css')).not.toMatch(/@import '\.\/(?!fonts\.css)/);
  });

  it('has no dark: variant, so no component depends on a list of dark themes', () => {
    const sources = readdirSync(join(here, '..'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.(tsx?|css)$/.test(file) && !file.endsWith('.test.ts'),
    );
    const users = sources.filter((file) =>
      /(^|[\s'"`])dark:[\w[-]/.test(readFileSync(join(here, '..', file), 'utf8')),
    );
    expect(users).toEqual([]);
    expect(read('index.css')).not.toContain('@custom-variant dark');
  });
});
