// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_LIST } from '@/lib/i18n/language-list';
import { bootLanguage, bootPreferences } from './preferences';

const root = document.documentElement;
const storage = (values: Record<string, string>) => ({
  getItem: (key: string) => values[key] ?? null,
});

afterEach(() => {
  for (const name of ['lang', 'dir', 'data-theme', 'data-lowercase', 'style'])
    root.removeAttribute(name);
  document.head.innerHTML = '';
});

describe('the preferences boot script (before the first paint)', () => {
  it('applies the stored theme, lowercase aesthetic and a right-to-left language', () => {
    bootPreferences(storage({ theme: 'nine', lowercaseAesthetic: 'true', language: 'ar' }), []);
    expect(root.dataset.theme).toBe('nine');
    expect(root.style.colorScheme).toBe('light');
    expect(root.hasAttribute('data-lowercase')).toBe(true);
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
  });

  it("takes the browser's language on a first visit, and the default theme for an unknown one", () => {
    bootPreferences(storage({ theme: 'no-such-theme' }), ['pt-PT', 'en']);
    expect([root.lang, root.dir]).toEqual(['pt-BR', 'ltr']);
    expect(root.dataset.theme).toBe('dark');
    expect(root.hasAttribute('data-lowercase')).toBe(false);
  });

  it('never picks the pseudo-locale outside development, as the settings offer it', () => {
    expect(bootLanguage('en-XA', ['de'], false)).toBe('de');
    expect(bootLanguage('en-XA', ['de'], true)).toBe('en-XA');
    expect(bootLanguage('xx', [])).toBe('en');
    for (const { code } of LANGUAGE_LIST.filter((l) => !('qaOnly' in l))) {
      expect(bootLanguage(code, ['de'], false)).toBe(code);
    }
  });

  it("preloads the language's catalog from the page's list, a path of this site only", () => {
    const catalogs = { de: './assets/de-1.js', fr: '//evil.example/fr.js' };
    document.head.innerHTML = `<meta name="catalogs" content='${JSON.stringify(catalogs)}'>`;
    bootPreferences(storage({ language: 'de' }), []);
    bootPreferences(storage({ language: 'fr' }), []);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['./assets/de-1.js']);
  });
});
