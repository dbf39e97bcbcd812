/**
 * Every story rendered in the pseudo-locale (issue 31) shows no text of ours in English: each
 * visible text node and each accessible name set by aria-label is compared with the English
 * catalog's messages, whose placeholders may hold anything (fixture data such as track and
 * instance names is never a catalog message, so it passes). A string that escaped the catalog
 * reads exactly as its English message and fails here, naming the story and the text.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse, type Token } from '@messageformat/parser';
import type { IndexEntry } from './snapshot-cases';
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

/** English messages with at least one letter of literal text (a bare "{count}" proves nothing). */
const messages = Object.entries(english)
  .map(([id, message]) => ({ id, tokens: parse(message) }))
  .filter(({ tokens }) =>
    tokens.some((token) => token.type === 'content' && /[A-Za-z]/.test(token.value)),
  )
  .map(({ id, tokens }) => ({ id, source: `^${pattern(tokens)}$` }));

test.describe.configure({ mode: 'parallel' });

// Every story once more in a browser: the full visual set runs it (`npm run test:visual`); the CI
// subset (`--ci`) leaves it out for time (it loads all of Storybook's stories again).
const inThisSet = process.env.VISUAL_SET !== 'ci';

for (const story of inThisSet ? stories : []) {
  test(`${story.title} › ${story.name} [pseudo-locale]`, async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'reduce', locale: 'en-GB' });
    const page = await context.newPage();
    try {
      await page.goto(`/iframe.html?id=${story.id}&viewMode=story&globals=locale:en-XA`);
      await page.waitForFunction(() => {
        const preview = (
          window as unknown as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } }
        ).__STORYBOOK_PREVIEW__;
        const phase = preview?.currentRender?.phase;
        return phase === 'completed' || phase === 'finished' || phase === 'errored';
      });
      const escaped = await page.evaluate((patterns) => {
        const compiled = patterns.map(({ id, source }) => ({ id, re: new RegExp(source, 's') }));
        const found: string[] = [];
        const check = (text: string | null, where: string) => {
          const trimmed = text?.replace(/\s+/g, ' ').trim();
          if (!trimmed || !/[A-Za-z]/.test(trimmed)) return;
          const hit = compiled.find(({ re }) => re.test(trimmed));
          if (hit) found.push(`${where} "${trimmed}" is en.json "${hit.id}"`);
        };
        const skip = '#storybook-docs, script, style, .sb-wrapper, .sb-errordisplay';
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
      }, messages);
      expect(escaped, 'English text in the pseudo-locale: put it through t()').toEqual([]);
    } finally {
      await context.close();
    }
  });
}
