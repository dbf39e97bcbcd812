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
import { activateLanguage, t } from './i18n';
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

describe('concrete plural messages', () => {
  afterAll(() => activateLanguage('en'));
  const counts = fc.constantFrom(0, 1, 2, 5, 11, 21, 101);
  const n = (code: string, count: number) => new Intl.NumberFormat(code).format(count);

  /** The words each CLDR category of each language must give for 'general.loadMoreTracks'. */
  const loadMore: Record<string, Record<string, (count: number) => string>> = {
    en: {
      one: (c) => `Load ${n('en', c)} more track`,
      other: (c) => `Load ${n('en', c)} more tracks`,
    },
    ru: {
      one: (c) => `Загрузить ещё ${n('ru', c)} трек`,
      few: (c) => `Загрузить ещё ${n('ru', c)} трека`,
      many: (c) => `Загрузить ещё ${n('ru', c)} треков`,
      other: (c) => `Загрузить ещё ${n('ru', c)} трека`,
    },
    ar: {
      zero: () => 'لا مزيد من المقاطع',
      one: () => 'تحميل مقطع آخر',
      two: () => 'تحميل مقطعين آخرين',
      few: (c) => `تحميل ${n('ar', c)} مقاطع أخرى`,
      many: (c) => `تحميل ${n('ar', c)} مقطعًا آخر`,
      other: (c) => `تحميل ${n('ar', c)} مقطع آخر`,
    },
  };

  it.each(['en', 'ru', 'ar'])(
    '%s: "Load N more tracks" takes the form of its count\'s category',
    async (code) => {
      await activateLanguage(code);
      const rules = new Intl.PluralRules(code);
      fc.assert(
        fc.property(counts, (count) => {
          const form = loadMore[code]?.[rules.select(count)];
          expect(form, `${code} ${rules.select(count)}`).toBeDefined();
          expect(t('general.loadMoreTracks', { count })).toBe(form?.(count));
        }),
      );
    },
  );

  it('ru: plays and followers agree with 1, 2, 5, 11, 21 and 101', async () => {
    await activateLanguage('ru');
    const plays = [0, 1, 2, 5, 11, 21, 101].map((count) =>
      t('instanceMessages.playCount', { count }),
    );
    expect(plays).toEqual([
      '0 прослушиваний',
      '1 прослушивание',
      '2 прослушивания',
      '5 прослушиваний',
      '11 прослушиваний',
      '21 прослушивание',
      '101 прослушивание',
    ]);
    expect(t('format.followers', { count: 22 })).toBe('22 подписчика');
  });

  it('en: the two wrong plurals of before are right ("1 play", "Load 1 more track")', async () => {
    await activateLanguage('en');
    expect(t('instanceMessages.playCount', { count: 1 })).toBe('1 play');
    expect(t('instanceMessages.playCount', { count: 0 })).toBe('0 plays');
    expect(t('general.loadMoreTracks', { count: 1 })).toBe('Load 1 more track');
  });
});
