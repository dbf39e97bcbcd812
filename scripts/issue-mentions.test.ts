/**
 * Comments and configuration say why the code is as it is now; they name no issue number. A
 * newcomer cannot open the tracker, and the story of a change (its issue, the figures measured
 * then) belongs in the commit message or a record in docs/decisions/, which a comment may name.
 *
 * - Read: the comments of TS/JS/CSS and the titles of tests, the comments of shell, nginx,
 *   Dockerfile, ignore files and HTML/SVG; the whole of markdown, YAML and JSON (descriptions in
 *   the contract, docs, configs). Not read: docs/decisions/ (records keep history), generated files
 *   and the lock file.
 * - An issue number is (1) a word for a tracker's entry with a number: `issue 30`,
 *   `issues #43 and #50`, `ticket 7`, `PR #12`, `pull request #12`, `bug #3`, `GH-12`; or (2) a
 *   bare `#` with one to three digits (`#21`, `(#21.9)`, `point 4 of #49`) that is not:
 *   part of a word, URL, entity or colour (`vitejs/vite#123`, `https://x/#12`, `&#34;`, `#fff`,
 *   `#123456`, `#000`), a 4-digit discriminator (`DJ Nova #4242`), or an ordinal after a noun
 *   (`step #1`, `Demo Tape #3`): after a word other than a linking one (of, in, and, see …) a
 *   `#N` counts only when it reads as an issue (`#21.9`, `#42 item 3`, `#32 point 4`), so
 *   "the widths #21 names" slips through; the review catches what a rule cannot.
 * - A link to another project's issue (`https://github.com/…/issues/123`) is a URL anyone can
 *   open, and is not checked.
 *
 * A failure lists every line as `file:line: text`.
 */
import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hashComments,
  htmlComments,
  type Line,
  linesFrom,
  repositoryFiles,
  scriptComments,
} from './repo-prose';

const ROOT = posix.join(import.meta.dirname, '..');
/** Not read: records that hold history, files written by a tool, binaries. */
const SKIPPED = [
  /^scripts\/issue-mentions\.test\.ts$/, // this file: its examples are the shapes it refuses
  /^docs\/decisions\//,
  /^package-lock\.json$/,
  /(^|\/)mockServiceWorker\.js$/,
  /^src\/contract\/schema\.d\.ts$/,
  /^src\/lib\/i18n\/message-args\//,
  /^visual\/baselines\//,
  /\.(png|jpe?g|webp|gif|ico|woff2?|ttf|zip|wav|mp3)$/,
];

/** The titles of a file's tests and groups (`describe('…'`, `it.each(…)('…'`), line by line. */
const testTitles = (text: string): Line[] =>
  [...text.matchAll(/\b(?:describe|it|test)\b[\w.]*(?:\([^()]*\))?\(\s*(['"`])(.*?)\1/g)].map(
    (match) => ({ line: text.slice(0, match.index).split('\n').length, text: match[2] ?? '' }),
  );

/** What a file says that a person wrote to explain it; null when not read. */
function said(file: string): Line[] | null {
  if (SKIPPED.some((pattern) => pattern.test(file))) return null;
  const read = () => readFileSync(posix.join(ROOT, file), 'utf8');
  if (/\.(tsx?|mts|cts|mjs|cjs|js|jsx|css)$/.test(file)) {
    const text = read();
    return [...scriptComments(text), ...testTitles(text)];
  }
  if (/\.(mdx?|ya?ml|json|webmanifest|txt)$/.test(file)) return linesFrom(read(), 1);
  if (/\.(html|svg)$/.test(file)) return htmlComments(read());
  if (
    /\.(sh|conf)$|(^|\/)(Dockerfile|\.ci\/run|\.[\w-]*ignore|\.npmrc|\.gitattributes)$/.test(file)
  ) {
    return hashComments(read());
  }
  return null;
}

const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)`'"<>]*/gi;
/** A tracker's entry named by its word: `issue 30`, `issues #43`, `PR #12`, `GH-12`. */
const NAMED =
  /\b(?:(?:issues?|tickets?)\s*#?|(?:pull\s+requests?|PRs?|bugs?)\s*#|GH-)\d+(?![\w-])/i;
/** A bare `#N`: not inside a word, URL, entity, colour or string quote; not four digits or more. */
const HASH = /(?<![\w&#/\\$@:'"=-])#([1-9]\d{0,2})(?![\w-])/g;
/** Words after which a `#N` is still a reference, not an ordinal (`point 4 of #49`, `see #12`). */
const LINKING = new Set([
  'of',
  'in',
  'and',
  'or',
  'see',
  'from',
  'per',
  'by',
  'after',
  'before',
  'since',
  'until',
  'with',
  'for',
  'fix',
  'fixes',
  'fixed',
  'close',
  'closes',
  'closed',
  'resolve',
  'resolves',
  'resolved',
  'like',
  'as',
  'to',
  'at',
  'on',
  'via',
  'under',
  'than',
  'cf',
  'also',
]);
/** What follows a `#N` that makes it an issue whatever precedes it. */
const ISSUE_TAIL = /^(?:\.\d|\s*§|\s+(?:items?|points?|parts?)\s+\d)/i;

/** Whether a line of prose names an issue number. */
function namesIssue(text: string): boolean {
  const line = text.replace(URL, ' ');
  if (NAMED.test(line)) return true;
  for (const match of line.matchAll(HASH)) {
    const digits = match[1] ?? '';
    if (/^(\d)\1\1$/.test(digits)) continue; // a grey: #111, #999
    const before = line.slice(0, match.index).trimEnd();
    const word = /([A-Za-z]+)\.?$/.exec(before)?.[1];
    const after = line.slice(match.index + match[0].length);
    if (word === undefined || LINKING.has(word.toLowerCase()) || ISSUE_TAIL.test(after)) {
      return true;
    }
  }
  return false;
}

describe('issue numbers', () => {
  it('are recognised in the shapes they were written in, and nothing else is', () => {
    const references = [
      ' * The dashboard installs as an app (issue #42 item 12): index.html links the manifest',
      '// Two workers (issue #43), each test still in a world of its own',
      ' * Issue 40 item 5: axe finds nothing on any screen',
      '    - Exact in what the dashboard sends, generous in what it reads (issue 30), so the',
      ' * #32: on a phone that loading frame cost a whole extra render',
      ' * #33 point 5), or has the spacing',
      ' * development as the spec\'s "external server panel in a new tab" (#21.9).',
      ' * (issues #32, #49)',
      '// the fix of point 4 of #49',
      '/** A laptop with a mouse (#21: the row menu at 1024 × 768). */',
      '// see #12',
      'fixed in PR #7 and GH-8',
      'The budget (issues #43 and #50): the whole of `npm test`',
    ];
    const notReferences = [
      '  --bg: #100b17; /* #fff on #123456, #000 and #999 */',
      '| `DJ` | DJ Nova #4242 | every player and queue action |',
      "      title: 'Demo Tape #3',",
      '// step #1 of the wizard, then row #2',
      "    expect(text).toContain(message.replace(/\"/g, '&#34;'));",
      '#!/usr/bin/env bash',
      '## Running part of it',
      '  #count = 0; // a private field',
      '// https://github.com/vitejs/vite/issues/1234 and https://example.org/page#12',
      '// upstream: vitejs/vite#1234',
      '// an issue the person must fix, 2 times; 1-core §4 Session',
    ];
    expect(references.filter((line) => !namesIssue(line))).toEqual([]);
    expect(notReferences.filter(namesIssue)).toEqual([]);
  });

  it('fires on a comment or test title planted in a file of the kind it reads', () => {
    const source = [
      "const a = '#12'; // why: see issue #12",
      '/* colour #fff */',
      'const b = 1; // step #1',
      "describe('queue sync: batches (issue #51)', () => {",
      "  it.each([1])('case #%i', () => {});",
    ].join('\n');
    const planted = [...scriptComments(source), ...testTitles(source)];
    expect(planted.filter(({ text }) => namesIssue(text)).map(({ line }) => line)).toEqual([1, 4]);
  });

  it('are named by no comment or configuration', () => {
    const found = repositoryFiles(ROOT).flatMap((file) =>
      (said(file) ?? [])
        .filter(({ text }) => namesIssue(text))
        .map(({ line, text }) => `${file}:${line}: ${text.trim()}`),
    );
    expect(
      found,
      'say why the code is as it is now (rules: scripts/issue-mentions.test.ts)',
    ).toEqual([]);
  });
});
