/**
 * Every story rendered in the pseudo-locale shows no text of ours in English: each
 * visible text node and each accessible name set by aria-label is compared with the English
 * catalog's messages, whose placeholders may hold anything (fixture data such as track and
 * instance names is never a catalog message, so it passes). A string that escaped the catalog
 * reads exactly as its English message and fails here, naming the story and the text. One rule
 * keeps server text from matching by accident: a message that is placeholders glued by fewer
 * than four letters ("{state} in {channel}") counts only when one of its placeholders holds
 * text of ours itself (see `glue` below). A story that pins its own language (a German or
 * Arabic story) is not in the pseudo-locale and is skipped; text marked translate="no" (a
 * token's CSS name) is not read.
 */
import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { parse, type Token } from '@messageformat/parser';
import type { IndexEntry } from './snapshot-cases';
import { showStory, test } from './story-page';
import { STATIC_DIR } from './visual-settings';

const index = JSON.parse(readFileSync(`${STATIC_DIR}/index.json`, 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const english = JSON.parse(readFileSync('src/lib/i18n/locales/en.json', 'utf8')) as Record<
  string,
  string
>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern for what a message can print: literal text exact, each placeholder any text. */
function pattern(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'content') return escape(token.value);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        return `(?:${token.cases.map((branch) => pattern(branch.tokens)).join('|')})`;
      }
      return '.+?';
    })
    .join('');
}

/** The letters of a message's literal text (every branch of a plural or select included). */
function literalLetters(tokens: Token[]): number {
  return tokens
    .map((token) => {
      if (token.type === 'content') return token.value.replace(/[^A-Za-z]/g, '').length;
      if ('cases' in token)
        return token.cases.reduce((sum, c) => sum + literalLetters(c.tokens), 0);
      return 0;
    })
    .reduce((sum, letters) => sum + letters, 0);
}

/** A glue message is placeholders joined by a short word ("{state} in {channel}", "{name} by
 * {artists}", "{elapsed} of {total}"): fewer than this many letters of its own. */
const GLUE_LETTERS = 4;

const parsed = Object.entries(english)
  .map(([id, message]) => ({ id, tokens: parse(message) }))
  // Literal letters outside any plural or select: a bare "{count}" proves nothing, nor does a
  // plural alone ("# play" would match any word before " play").
  .filter(({ tokens }) =>
    tokens.some((token) => token.type === 'content' && /[A-Za-z]/.test(token.value)),
  );
const isGlue = (tokens: Token[]) =>
  literalLetters(tokens) < GLUE_LETTERS &&
  tokens.some((token) => token.type === 'argument') &&
  tokens.every((token) => token.type === 'content' || token.type === 'argument');

/** Every message with enough literal text of its own: any text it can print is ours. */
const messages = parsed
  .filter(({ tokens }) => !isGlue(tokens))
  .map(({ id, tokens }) => ({ id, source: `^${pattern(tokens)}$` }));

/**
 * Glue messages, as pieces: literal text, or null for a placeholder. Server text is full of
 * " in ", " by " and " of " (a track "I kept your letters in the snow", a log line, a detail
 * "managed by the server panel"), so a glue message alone proves nothing. It counts as escaped
 * only when the text splits into its pieces with some placeholder holding text of ours: English
 * of the catalog (one of `messages` above) or a whole pseudo-locale message ("[Þļáýíñĝ ~~~]").
 * "Playing in Lounge" or "[Þļáýíñĝ ~~~] in Lounge" is an escape; a track title is not. What goes
 * unchecked is a glue message around server data only ("4:56 of 5:00"): two letters of English.
 */
const glue = parsed
  .filter(({ tokens }) => isGlue(tokens))
  .map(({ id, tokens }) => ({
    id,
    pieces: tokens.map((token) => (token.type === 'content' ? token.value : null)),
  }));

test.describe.configure({ mode: 'parallel' });

// Every story once more in a browser: the full visual set runs it (`npm run test:visual`); the CI
// subset (`--ci`) leaves it out for time (it loads all of Storybook's stories again).
const inThisSet = process.env.VISUAL_SET !== 'ci';

for (const story of inThisSet ? stories : []) {
  test(`${story.title} › ${story.name} [pseudo-locale]`, async ({ storyPage }) => {
    const { page } = storyPage;
    // Playwright's default viewport, the size this check has always read the stories at.
    await page.setViewportSize({ width: 1280, height: 720 });
    await showStory(storyPage, story.id, 'locale:en-XA');
    // A story that pins its own language (a German or Arabic story) is not in the pseudo-locale.
    // (The page stays unclean: the next story gets a fresh load, whatever the pin left behind.)
    const lang = await page.evaluate(() => document.documentElement.lang);
    test.skip(lang !== 'en-XA', `the story pins its language (${lang})`);
    const escaped = await page.evaluate(
      ({ patterns, glueMessages }) => {
        const compiled = patterns.map(({ id, source }) => ({ id, re: new RegExp(source, 's') }));
        // A placeholder's value is ours when it reads as an English message, or as a whole
        // message of the pseudo-locale (bracketed, accented): "[Þļáýíñĝ ~~~] in Lounge" escaped.
        const isOurs = (text: string) =>
          /^\[.*[\u00C0-\u1EFF].*\]$/s.test(text.trim()) ||
          compiled.some(({ re }) => re.test(text.trim()));
        /** Whether `text` from `at` splits into `pieces`, some placeholder holding text of ours. */
        const glued = (pieces: (string | null)[], text: string, at = 0, ours = false): boolean => {
          const [piece, ...rest] = pieces;
          if (piece === undefined) return at === text.length && ours;
          if (piece !== null)
            return text.startsWith(piece, at) && glued(rest, text, at + piece.length, ours);
          const next = rest[0];
          for (let end = at + 1; end <= text.length; end++) {
            // Only where the next literal piece starts (or at the end, after the last piece).
            if (
              next === undefined ? end < text.length : next !== null && !text.startsWith(next, end)
            )
              continue;
            if (glued(rest, text, end, ours || isOurs(text.slice(at, end)))) return true;
          }
          return false;
        };
        const found: string[] = [];
        const check = (text: string | null, where: string) => {
          const trimmed = text?.replace(/\s+/g, ' ').trim();
          if (!trimmed || !/[A-Za-z]/.test(trimmed)) return;
          const hit =
            compiled.find(({ re }) => re.test(trimmed)) ??
            glueMessages.find(({ pieces }) => glued(pieces, trimmed));
          if (hit) found.push(`${where} "${trimmed}" is en.json "${hit.id}"`);
        };
        // translate="no" is HTML's mark for text no translation touches (a design token's
        // CSS name such as "offline"): not a message, whatever it reads.
        const skip =
          '#storybook-docs, script, style, .sb-wrapper, .sb-errordisplay, [translate="no"]';
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(skip) || !parent.checkVisibility()) continue;
          check(node.textContent, 'text');
        }
        for (const element of document.body.querySelectorAll('[aria-label]')) {
          if (!element.closest(skip)) check(element.getAttribute('aria-label'), 'aria-label');
        }
        return found;
      },
      { patterns: messages, glueMessages: glue },
    );
    expect(escaped, 'English text in the pseudo-locale: put it through t()').toEqual([]);
    storyPage.clean = true;
  });
}
