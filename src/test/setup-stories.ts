import { afterEach, beforeEach, expect } from 'vitest';

/**
 * The story tests' frame around each story. Before it: nothing stored by an earlier story.
 * After it: React's development warnings about the story's markup fail it, that is invalid
 * nesting (an <li> in an <li>: a screen reader counts the list wrong) and rows without a unique
 * key (rows swap state when the list changes). React only logs them, so without this a story
 * could show broken markup with every test green. Other console errors stay logs: stories of
 * failures (a server that cannot be reached) log on purpose.
 */
const MARKUP_WARNINGS = [
  /cannot be a descendant of/,
  /cannot contain a nested/,
  /cannot be a child of/,
  /Encountered two children with the same key/,
  /should have a unique "key" prop/,
];

const logError = console.error;
let warnings: string[] = [];

beforeEach(() => {
  // Every story file runs in one page (the project's `isolate: false`): nothing a story stored
  // reaches the next. Storybook unmounts the last story itself; its own loaders run after this.
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  warnings = [];
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (MARKUP_WARNINGS.some((warning) => warning.test(text))) {
      warnings.push(text.split('\n')[0] ?? text);
    }
    logError(...args);
  };
});

afterEach(() => {
  console.error = logError;
  expect(warnings, "React's warnings about the story's markup").toEqual([]);
});
