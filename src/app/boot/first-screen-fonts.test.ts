// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  FIRST_SCREEN_FONTS_KEY,
  preloadFirstScreenFonts,
  rememberFirstScreenFonts,
} from './first-screen-fonts';

const root = document.documentElement;
const ORIGIN = 'https://bot.example';
const INTER = '/dashboard/assets/inter-latin-wght-normal-abc.woff2';

function memoryStorage(values: Record<string, string> = {}) {
  return {
    values,
    getItem: (key: string) => values[key] ?? null,
    setItem: (key: string, value: string) => {
      values[key] = value;
    },
  };
}

const preloads = () =>
  [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
    href: link.getAttribute('href'),
  }));

afterEach(() => {
  root.removeAttribute('data-theme');
  root.removeAttribute('lang');
  document.head.innerHTML = '';
});

describe('the first screen’s fonts, at hand for the next visit’s first paint', () => {
  it('preloads the files the last visit’s frame asked for, in the same theme and language', () => {
    const storage = memoryStorage();
    root.dataset.theme = 'red';
    root.lang = 'ru';
    rememberFirstScreenFonts(
      storage,
      root,
      [
        { name: `${ORIGIN}/dashboard/assets/index-abc.css` },
        { name: `${ORIGIN}${INTER}` },
        { name: `${ORIGIN}/dashboard/assets/fraunces-latin-wght-normal-def.woff2` },
        { name: `${ORIGIN}${INTER}` },
        { name: 'https://elsewhere.example/font.woff2' },
      ],
      ORIGIN,
    );

    preloadFirstScreenFonts(storage);

    expect(preloads()).toEqual(
      [INTER, '/dashboard/assets/fraunces-latin-wght-normal-def.woff2'].map((href) => ({
        rel: 'preload',
        as: 'font',
        crossOrigin: 'anonymous',
        href,
      })),
    );
  });

  it('preloads nothing for another theme or language: their fonts are other files', () => {
    const storage = memoryStorage();
    root.dataset.theme = 'red';
    root.lang = 'en';
    rememberFirstScreenFonts(storage, root, [{ name: `${ORIGIN}${INTER}` }], ORIGIN);

    root.dataset.theme = 'cyberpunk';
    preloadFirstScreenFonts(storage);
    root.dataset.theme = 'red';
    root.lang = 'ja';
    preloadFirstScreenFonts(storage);

    expect(preloads()).toEqual([]);
  });

  it('keeps the last note when the app started before the frame asked for any font', () => {
    const storage = memoryStorage();
    root.dataset.theme = 'dark';
    root.lang = 'en';
    rememberFirstScreenFonts(storage, root, [{ name: `${ORIGIN}${INTER}` }], ORIGIN);
    rememberFirstScreenFonts(storage, root, [{ name: `${ORIGIN}/assets/index.js` }], ORIGIN);

    preloadFirstScreenFonts(storage);

    expect(preloads().map(({ href }) => href)).toEqual([INTER]);
  });

  it('preloads only font files of this site from a stored note, whatever it holds', () => {
    root.dataset.theme = 'dark';
    root.lang = 'en';
    for (const note of [
      'not json',
      '{"look":"dark|en"}',
      JSON.stringify({
        look: 'dark|en',
        files: ['//evil.example/x.woff2', 'javascript:alert(1)', '/assets/x.js', 7],
      }),
    ]) {
      preloadFirstScreenFonts(memoryStorage({ [FIRST_SCREEN_FONTS_KEY]: note }));
    }

    expect(preloads()).toEqual([]);

    const many = Array.from({ length: 10 }, (_, i) => `/assets/font-${i}.woff2`);
    preloadFirstScreenFonts(
      memoryStorage({ [FIRST_SCREEN_FONTS_KEY]: JSON.stringify({ look: 'dark|en', files: many }) }),
    );
    expect(preloads().map(({ href }) => href)).toEqual(many.slice(0, 6));
  });
});
