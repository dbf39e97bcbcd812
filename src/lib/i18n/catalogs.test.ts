/**
 * Every catalog against English: the same keys, the same placeholders, valid ICU with the plural
 * categories its language needs; and plural messages format the right form for any count.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { parse, type Select, type Token } from '@messageformat/parser';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLanguage } from './i18n';
import { LANGUAGES } from './languages';

const dir = 'src/lib/i18n/locales';
const read = (code: string) =>
  JSON.parse(readFileSync(`${dir}/${code}.json`, 'utf8')) as Record<string, string>;
const english = read('en');
const translations = LANGUAGES.filter((l) => l.code !== 'en' && !('qaOnly' in l));

/** The CLDR cardinal categories of a locale ("one", "few", "many", "other" for Russian). */
const categories = (locale: string) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

/** Every argument a message uses, with how (plain, plural, select, a function such as number). */
function placeholders(tokens: Token[], found = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument') found.add(token.arg);
    if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      found.add(`${token.arg}:${token.type}`);
      for (const branch of token.cases) placeholders(branch.tokens, found);
    }
  }
  return found;
}

/** The plural selectors of a message, nested ones included. */
function plurals(tokens: Token[], found: Select[] = []): Select[] {
  for (const token of tokens) {
    if (token.type === 'plural') found.push(token);
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      for (const branch of token.cases) plurals(branch.tokens, found);
    }
  }
  return found;
}

describe('the catalogs', () => {
  it('has every registry language as a file, and no file without a language', () => {
    const files = readdirSync(dir).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(
      LANGUAGES.filter((l) => !('qaOnly' in l))
        .map((l) => l.code)
        .sort(),
    );
  });

  it.each(['en', ...translations.map((l) => l.code)])(
    '%s: every message is ICU with the plural categories the language needs',
    (code) => {
      const needed = categories(code);
      for (const [id, message] of Object.entries(read(code))) {
        let tokens: Token[] = [];
        expect(
          () => (tokens = parse(message, { cardinal: needed, strict: false })),
          id,
        ).not.toThrow();
        for (const plural of plurals(tokens)) {
          const keys = plural.cases.map((branch) => branch.key);
          for (const category of needed)
            expect(keys, `${code} ${id}`).toContain(category as string);
        }
      }
    },
  );

  it.each(translations.map((l) => l.code))(
    '%s: has every key of English with the same placeholders, and nothing else',
    (code) => {
      const catalog = read(code);
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) {
        const want = [...placeholders(parse(message))].sort();
        const got = [...placeholders(parse(catalog[id] ?? ''))].sort();
        expect(got, `${code} ${id}`).toEqual(want);
      }
    },
  );
});

describe('plural messages', () => {
  afterAll(() => activateLanguage('en'));
  const counts = fc.oneof(fc.constantFrom(0, 1, 2, 5, 11, 21, 101), fc.nat({ max: 100_000 }));

  it.each(['en', 'ru', 'ar'])(
    '%s: any count gives the branch its CLDR category picks',
    async (code) => {
      await activateLanguage(code);
      const rules = new Intl.PluralRules(code);
      const catalog = read(code);
      for (const [id, message] of Object.entries(catalog)) {
        for (const plural of plurals(parse(message))) {
          // Format the message with only this branch's text changed to a marker per category, so
          // the branch chosen is visible in the output.
          fc.assert(
            fc.property(counts, (count) => {
              const exact = plural.cases.some((branch) => branch.key === `=${count}`);
              const expected = exact ? `=${count}` : rules.select(count);
              const marked = `{${plural.arg}, plural, ${plural.cases
                .map((branch) => `${branch.key} {<${branch.key}>}`)
                .join(' ')}}`;
              i18n.load(code, { [`${id}#probe`]: compileMessage(marked) });
              expect(i18n._(`${id}#probe`, { [plural.arg]: count })).toBe(`<${expected}>`);
            }),
            { numRuns: 30 },
          );
        }
      }
    },
  );
});
