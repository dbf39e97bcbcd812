/**
 * Every English key is read by the app itself: a key that only a story, a test or a comment names
 * is a string translators keep translating that nobody is shown, or a sign that a screen writes
 * its text another way. The app's reads are found in its syntax, from its entries
 * (scripts/message-keys-read.ts says what counts as a read).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageKeysRead, type MessageKeysRead } from '../../../scripts/message-keys-read';

const english = JSON.parse(readFileSync('src/lib/i18n/locales/en.json', 'utf8')) as Record<
  string,
  string
>;

/**
 * What the build starts from: index.html's module, the boot scripts
 * (scripts/vite-plugins/boot-scripts.ts) and the renderer of the first-paint frames, whose text
 * is in the built HTML (scripts/vite-plugins/first-paint-frames.ts).
 */
const ENTRIES = [
  'src/main.tsx',
  ...readdirSync('src/app/boot')
    .filter((name) => name.endsWith('-boot.ts'))
    .map((name) => `src/app/boot/${name}`),
  'src/app/frame/render-first-paint-frames.tsx',
];

let app: MessageKeysRead;
beforeAll(() => {
  app = messageKeysRead({ entries: ENTRIES, keys: new Set(Object.keys(english)) });
}, 60_000);

describe('the English catalog', () => {
  it('has no key that only stories, tests or comments read', () => {
    const unread = Object.keys(english).filter((key) => !app.read.has(key));
    expect(
      unread,
      'no app code reads these keys: remove them from every catalog (and from the stories and ' +
        'tests that name them), or show them where the spec wants them',
    ).toEqual([]);
  });

  it('is read where the code types a message key, each key written whole', () => {
    expect(
      app.unplaced,
      'a literal that spells a key outside a place typed as MessageId, or a key built from ' +
        "pieces: pass it to t() or keep it in a map typed as MessageId's (satisfies Record<K, " +
        'MessageId>)',
    ).toEqual([]);
  });
});
