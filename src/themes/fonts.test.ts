// Every character the app shows has a bundled face, so a story or screen draws the same on any
// machine, whatever fonts the system has (a system fallback font would change the visual
// baselines). Reads src/themes/fonts.css and the catalogs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../lib/i18n/languages';

const here = dirname(fileURLToPath(import.meta.url));
const locales = join(here, '../lib/i18n/locales');

type Range = [number, number];

function parseRanges(text: string): Range[] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/, '').split('-');
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

/** The @font-face rules of a stylesheet: family, file and unicode-range. */
function faces(css: string) {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
    family: /font-family:\s*'([^']+)'/.exec(body!)?.[1] ?? '',
    file: /url\(\s*'?([^')]+)'?\s*\)/.exec(body!)?.[1] ?? '',
    ranges: parseRanges(/unicode-range:\s*([^;]+);/.exec(body!)?.[1] ?? ''),
  }));
}

const bundled = faces(readFileSync(join(here, 'fonts.css'), 'utf8'));
const covers = (ranges: Range[], code: number) =>
  ranges.some(([from, to]) => code >= from && code <= to);

/** Characters drawn in a font: not controls, spaces or the bidi and joiner marks. */
const drawn = (text: string) =>
  [...new Set(text)].filter((char) => !/[\s\p{Cc}\p{Cf}]/u.test(char));

describe('bundled fonts', () => {
  it("puts 'Noto Sans Scripts' second in every theme's font stacks", () => {
    const themeFiles = readdirSync(here).filter(
      (file) => file.endsWith('.css') && !['index.css', 'fonts.css'].includes(file),
    );
    expect(themeFiles.length).toBeGreaterThan(10);
    for (const file of themeFiles) {
      const stacks = [
        ...readFileSync(join(here, file), 'utf8').matchAll(/--font-\w+:\s*([^;]+);/g),
      ].map(([, stack]) => stack!.split(',').map((family) => family.trim()));
      expect(stacks, file).toHaveLength(3);
      for (const stack of stacks) {
        expect(stack[1], `${file}: ${stack.join(', ')}`).toBe("'Noto Sans Scripts'");
        expect(bundled.some((face) => `'${face.family}'` === stack[0])).toBe(true);
      }
    }
  });

  it('has a face for every character of every catalog, language name and number format', () => {
    const text = [
      ...readdirSync(locales).map((file) => readFileSync(join(locales, file), 'utf8')),
      ...LANGUAGES.map((language) => language.name),
      // Symbols the app writes itself: an empty lyric line, a host without a limit.
      '♪ ∞ − …',
      ...LANGUAGES.map((language) =>
        new Intl.NumberFormat(language.code, { style: 'percent', maximumFractionDigits: 2 }).format(
          -1234.5678,
        ),
      ),
    ].join('');
    const missing = drawn(text).filter(
      (char) => !bundled.some((face) => covers(face.ranges, char.codePointAt(0)!)),
    );
    // Japanese comes in 124 numbered subsets of Noto Sans JP; name the ones to add.
    const japanese = faces(
      readFileSync(
        join(here, '../../node_modules/@fontsource-variable/noto-sans-jp/wght.css'),
        'utf8',
      ),
    );
    const toAdd = missing.map((char) => {
      const face = japanese.find((face) => covers(face.ranges, char.codePointAt(0)!));
      return `${char} (U+${char.codePointAt(0)!.toString(16).toUpperCase()})${face ? `: add ${face.file}` : ''}`;
    });
    expect(toAdd).toEqual([]);
  });

  it('loads no face without a unicode-range, so a page pays only for its scripts', () => {
    for (const face of bundled) expect(face.ranges.length, face.file).toBeGreaterThan(0);
    for (const face of bundled)
      expect(face.ranges.every(([from]) => !Number.isNaN(from))).toBe(true);
  });
});
