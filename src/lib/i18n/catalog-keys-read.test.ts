/**
 * Every English key is read somewhere in the app or its stories: a key nobody reads is a string
 * translators keep translating for nothing, or a sign that a screen writes its text another way.
 * Keys are written whole in the source (`t('player.stateIn')`, `labelId: 'audio.volume'`), never
 * built from pieces, so a plain text search finds each one. Tests and generated files are not
 * readers: a key only they name is read by nobody.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const english = JSON.parse(readFileSync('src/lib/i18n/locales/en.json', 'utf8')) as Record<
  string,
  string
>;

/**
 * A generated file (message-args/*.d.ts quotes every key; the contract's schema.d.ts) says so in
 * its first line or two: it reads nothing, it repeats the catalog.
 */
const generated = (text: string) => /generated/i.test(text.slice(0, 200));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the English catalog', () => {
  it('has no key that no source file reads', () => {
    const text = [...sources('src'), ...sources('stories')]
      .map((path) => readFileSync(path, 'utf8'))
      .filter((text) => !generated(text))
      .join('\n');
    const unread = Object.keys(english).filter((key) => !text.includes(`'${key}'`));
    expect(unread).toEqual([]);
  });
});
