/**
 * Comments and docs name only files that exist: a file renamed or removed
 * leaves no stale mention behind, in the README, docs/, a comment or a config. The rules, kept
 * simple and free of false positives:
 *
 * - Read: markdown (`*.md`, `*.mdx`) whole, code blocks included; the comments of TS/JS/CSS
 *   (`//`, `/* … *\/`), shell, YAML, nginx and Dockerfile (`#`) and HTML (`<!-- -->`) files.
 *   Strings in code are not read, nor generated files (GENERATED below).
 * - Checked: (1) a path with a folder part and a file extension (EXTENSIONS): it is a repository
 *   file from the repository root, from the mentioning file's folder (`./`, `../`), from `src/`
 *   (`@/…`), or the tail of a repository path (a path written from its own area, or broken
 *   across two comment lines: `instance/preload-instance-data.ts`); (2) a file name alone,
 *   lower-case (`edit-ledger.ts`): some repository file has that name; (3) a folder path from a
 *   top-level folder (`src/api/query/`): a repository folder; (4) a markdown link's target,
 *   from the markdown file's folder: a repository file or folder.
 * - Not checked: URLs; paths into a package (first segment a dependency of package.json, an
 *   npm scope `@name/`, or `node_modules`); the product spec's files (`1-core.md`, beside the
 *   repository); globs and placeholders (`*`, `<code>`, `{…}`, `$VAR`, an upper-case segment
 *   such as `DIR/`); what git ignores (build outputs such as `dist/…`); paths that leave the
 *   repository (`../shared/spec/…`); and every mention on a line that says
 *   `file-mentions: ignore` (a file an example makes; a name of the past, kept on purpose).
 * - Repository files: what git tracks, and new files not yet added (not ignored ones).
 *
 * A failure lists every stale mention as `file:line: mention`.
 */
import { execFileSync } from 'node:child_process';
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
const EXTENSIONS = 'tsx?|mts|mjs|cjs|js|json|mdx?|css|ya?ml|sh|html|svg|png|conf|webmanifest';
/** Generated from another file, whose words they repeat. */
const GENERATED = [
  '.storybook/public/mockServiceWorker.js',
  'src/contract/schema.d.ts',
  'src/lib/i18n/message-args/',
];
const MARK = 'file-mentions: ignore';
/** The product specification's files, beside the repository in ../shared/spec/ (README.md). */
const SPEC = new Set(['0-brief.md', '1-core.md', '2-secondary.md']);

const files = repositoryFiles(ROOT);
const fileSet = new Set(files);
const names = new Set(files.map((file) => posix.basename(file)));
const folders = new Set(
  files.flatMap((file) => {
    const parts = file.split('/').slice(0, -1);
    return parts.map((_, index) => parts.slice(0, index + 1).join('/'));
  }),
);
const topFolders = new Set([...folders].filter((folder) => !folder.includes('/')));
const packageJson = JSON.parse(readFileSync(posix.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const packages = new Set([
  ...Object.keys(packageJson.dependencies),
  ...Object.keys(packageJson.devDependencies),
]);

/** What a file says in prose: all of markdown, the comments of the rest; null when not read. */
function prose(file: string): Line[] | null {
  if (GENERATED.some((generated) => file.startsWith(generated))) return null;
  const read = () => readFileSync(posix.join(ROOT, file), 'utf8');
  if (/\.mdx?$/.test(file)) return linesFrom(read(), 1);
  if (/\.(tsx?|mts|mjs|cjs|js|css)$/.test(file)) return scriptComments(read());
  if (/\.(sh|ya?ml|conf)$|(^|\/)Dockerfile$|^\.ci\/run$/.test(file)) return hashComments(read());
  if (file.endsWith('.html')) return htmlComments(read());
  return null;
}

const PATH = new RegExp(
  String.raw`(?<![\w@.\-/:$~])((?:\.{1,2}/|@/)?(?:[\w.@-]+/)+[\w.-]+\.(?:${EXTENSIONS}))(?![\w/-]|\.\w)`,
  'g',
);
const NAME = new RegExp(
  String.raw`(?<![\w@.\-/:$~])([a-z0-9][a-z0-9_-]*(?:\.[a-z0-9_-]+)*\.(?:${EXTENSIONS}))(?![\w/-]|\.\w)`,
  'g',
);
const FOLDER = /(?<![\w@.\-/:$~])((?:[\w.-]+\/)+)(?![\w.*{<$-])/g;
const LINK = /\]\(([^)\s]+)\)/g;
const URL = /\b[a-z][a-z0-9+.-]*:\/\/[^\s)`'"<>]*/gi;

/** Outside what the rules check: a package, a glob or placeholder, or beyond the repository. */
function unchecked(path: string, from: string): boolean {
  const parts = path.split('/');
  const first = parts[0] ?? '';
  // A scope (`@zip.js/zip.js`) is always a package's; `@/` is src/.
  if (/^@[\w.-]/.test(first) || packages.has(first) || parts.includes('node_modules')) return true;
  if (/[*<>{}$]/.test(path) || parts.some((part) => /^[A-Z_]{2,}$/.test(part))) return true;
  return (path.startsWith('../') || path.startsWith('./')) && leaves(from, path);
}

const leaves = (from: string, path: string) =>
  posix.normalize(posix.join(posix.dirname(from), path)).startsWith('../');

/** Where a path with a folder part may point: a repository file (or folder, for a link). */
function resolves(path: string, from: string, exists: (path: string) => boolean): boolean {
  const here = posix.dirname(from);
  if (path.startsWith('@/')) return exists(`src/${path.slice(2)}`);
  if (path.startsWith('./') || path.startsWith('../')) {
    return exists(posix.normalize(posix.join(here, path)));
  }
  return (
    exists(path) ||
    exists(posix.join(here, path)) ||
    files.some((file) => file.endsWith(`/${path}`))
  );
}

interface Mention {
  file: string;
  line: number;
  mention: string;
}

/** Every mention of a file or folder that names none, before git's ignore rules are asked. */
function candidates(): Mention[] {
  const found: Mention[] = [];
  for (const file of files) {
    const lines = prose(file);
    if (lines === null) continue;
    for (const { line, text } of lines) {
      if (text.includes(MARK)) continue;
      const said = text.replace(URL, ' ');
      const stale = (mention: string) => found.push({ file, line, mention });
      for (const [, path = ''] of said.matchAll(PATH)) {
        if (!unchecked(path, file) && !resolves(path, file, (p) => fileSet.has(p))) stale(path);
      }
      for (const [, name = ''] of said.matchAll(NAME)) {
        if (!names.has(name) && !SPEC.has(name)) stale(name);
      }
      for (const [, folder = ''] of said.matchAll(FOLDER)) {
        const path = folder.slice(0, -1);
        const top = path.split('/')[0] ?? '';
        if (topFolders.has(top) && !unchecked(path, file) && !folders.has(path)) stale(folder);
      }
      if (!/\.mdx?$/.test(file)) continue;
      for (const [, target = ''] of said.matchAll(LINK)) {
        const path = target.replace(/[#?].*$/, '').replace(/\/$/, '');
        if (path === '' || /^[a-z]+:/i.test(path) || unchecked(path, file)) continue;
        const inRepo = posix.normalize(posix.join(posix.dirname(file), path));
        if (!fileSet.has(inRepo) && !folders.has(inRepo)) stale(target);
      }
    }
  }
  return found;
}

/** The mentions git would ignore as paths (build outputs, reports): not repository files. */
function notIgnored(mentions: Mention[]): Mention[] {
  if (mentions.length === 0) return [];
  let ignored: Set<string>;
  try {
    const input = mentions.map(({ mention }) => mention.replace(/^\.\//, '')).join('\n');
    const out = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
    });
    ignored = new Set(out.split('\n').filter(Boolean));
  } catch {
    // Exit status 1: none of them is ignored.
    ignored = new Set();
  }
  return mentions.filter(({ mention }) => !ignored.has(mention.replace(/^\.\//, '')));
}

describe('comments and docs', () => {
  it('name only files and folders that exist', () => {
    const stale = notIgnored(candidates()).map(
      ({ file, line, mention }) => `${file}:${line}: ${mention}`,
    );
    expect(stale, 'stale file names (rules: scripts/file-mentions.test.ts)').toEqual([]);
  });
});
