/**
 * What the repository's files say in prose, line by line: the comments of code, shell and HTML.
 * Shared by the tests that read comments (file-mentions.test.ts, issue-mentions.test.ts).
 */
import { execFileSync } from 'node:child_process';

export interface Line {
  line: number;
  text: string;
}

/** The repository's files: what git tracks, and new files not yet added (not ignored ones). */
export function repositoryFiles(root: string): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  })
    .split('\n')
    .filter(Boolean);
}

/** Lines of a text from a line number on. */
export const linesFrom = (text: string, first: number): Line[] =>
  text.split('\n').map((line, index) => ({ line: first + index, text: line }));

/** Where a code, a string or a comment may start or end. */
const SPECIAL = /[/'"`{}]/g;

/**
 * The comments of TS, JS or CSS, line by line. A small scanner: strings, template literals
 * (with their `${…}`) and regular expressions are skipped, so `'//'` is no comment. A regular
 * expression is told from a division by what precedes it, as most highlighters do.
 */
export function scriptComments(text: string): Line[] {
  const found: { at: number; body: string }[] = [];
  const templateDepths: number[] = [];
  let depth = 0;
  let previous = '';
  let index = 0;
  /** The index of the first character `stop` accepts from `from` on, escapes skipped. */
  const endOf = (from: number, stop: (char: string) => boolean) => {
    let at = from;
    while (at < text.length && !stop(text[at] ?? '')) at += text[at] === '\\' ? 2 : 1;
    return at;
  };
  for (;;) {
    SPECIAL.lastIndex = index;
    const match = SPECIAL.exec(text);
    if (match === null) break;
    const last = text.slice(index, match.index).trimEnd().at(-1);
    if (last !== undefined) previous = /[\w$)\]]/.test(last) ? 'a' : last;
    index = match.index;
    const char = match[0];
    const next = text[index + 1];
    if (char === '/' && next === '/') {
      const end = text.indexOf('\n', index);
      found.push({ at: index, body: text.slice(index + 2, end < 0 ? undefined : end) });
      index = end < 0 ? text.length : end;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', index + 2);
      found.push({ at: index, body: text.slice(index + 2, end < 0 ? undefined : end) });
      index = end < 0 ? text.length : end + 2;
    } else if (char === '"' || char === "'") {
      index = endOf(index + 1, (c) => c === char || c === '\n') + 1;
      previous = 'a';
    } else if (char === '`' || (char === '}' && templateDepths.at(-1) === depth)) {
      if (char === '}') {
        templateDepths.pop();
        depth -= 1;
      }
      let at = index + 1;
      while (at < text.length && text[at] !== '`' && !(text[at] === '$' && text[at + 1] === '{')) {
        at += text[at] === '\\' ? 2 : 1;
      }
      if (text[at] === '$') {
        depth += 1;
        templateDepths.push(depth);
        index = at + 2;
        previous = '{';
      } else {
        index = at + 1;
        previous = 'a';
      }
    } else if (char === '/' && (previous === '' || '(,=:[!&|?{};'.includes(previous))) {
      let inClass = false;
      index = endOf(index + 1, (c) => {
        if (c === '[') inClass = true;
        if (c === ']') inClass = false;
        return c === '\n' || (c === '/' && !inClass);
      });
      index += 1;
      previous = 'a';
    } else {
      if (char === '{') depth += 1;
      if (char === '}') depth -= 1;
      previous = char;
      index += 1;
    }
  }
  // Line numbers, counted once through the text.
  let line = 1;
  let counted = 0;
  return found.flatMap(({ at, body }) => {
    for (let newline = text.indexOf('\n', counted); newline !== -1 && newline < at;) {
      line += 1;
      newline = text.indexOf('\n', newline + 1);
    }
    counted = at;
    return linesFrom(body, line);
  });
}

/** The `#` comments of shell, YAML, nginx and Dockerfile lines. */
export const hashComments = (text: string): Line[] =>
  linesFrom(text, 1).flatMap(({ line, text: content }) => {
    const at = content.search(/(^|\s)#/);
    return at < 0 ? [] : [{ line, text: content.slice(at) }];
  });

/** The `<!-- -->` comments of HTML, line by line. */
export const htmlComments = (text: string): Line[] =>
  [...text.matchAll(/<!--([\s\S]*?)-->/g)].flatMap((match) =>
    linesFrom(match[1] ?? '', text.slice(0, match.index).split('\n').length),
  );
