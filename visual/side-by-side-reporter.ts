/**
 * Collects every visual difference into one folder (REPORT_DIR): expected, actual and diff PNGs
 * per story, theme and width, plus index.html that shows them side by side. Prints the list of
 * changed stories with their theme at the end, so the console names exactly what changed.
 */
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { REPORT_DIR } from './visual-settings';

interface Difference {
  story: string;
  theme: string;
  width: string;
  baseline: string;
  kind: 'changed' | 'missing' | 'error';
  message: string;
  images: Partial<Record<'expected' | 'actual' | 'diff', string>>;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function annotation(test: TestCase, type: string) {
  return test.annotations.find((entry) => entry.type === type)?.description ?? '';
}

function renderHtml(differences: Difference[]) {
  const rows = differences
    .map((difference) => {
      const cell = (kind: 'expected' | 'actual' | 'diff') => {
        const file = difference.images[kind];
        return file
          ? `<figure><figcaption>${kind}</figcaption><a href="${file}"><img src="${file}" alt="${kind}: ${escapeHtml(difference.story)}"></a></figure>`
          : `<figure><figcaption>${kind}</figcaption><p>none</p></figure>`;
      };
      return `<section>
<h2>${escapeHtml(difference.story)} <small>${escapeHtml(difference.theme)} · ${difference.width} px · ${difference.kind}</small></h2>
<p><code>visual/baselines/${escapeHtml(difference.baseline)}.png</code></p>
<div class="row">${cell('expected')}${cell('actual')}${cell('diff')}</div>
${difference.kind === 'missing' ? '<p>No baseline yet: <code>npm run test:visual -- --update</code> writes it.</p>' : ''}
<details><summary>Message</summary><pre>${escapeHtml(stripVTControlCharacters(difference.message))}</pre></details>
</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Visual differences (${differences.length})</title>
<style>
body{font:14px system-ui,sans-serif;margin:1rem 2rem;background:#f6f6f6;color:#111}
section{background:#fff;border:1px solid #ccc;border-radius:6px;padding:.5rem 1rem;margin:1rem 0}
h2{font-size:1rem}small{font-weight:normal;color:#555}
.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0}img{max-width:480px;border:1px solid #999;background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
pre{white-space:pre-wrap}
</style></head><body>
<h1>Visual differences: ${differences.length}</h1>
<p>Expected is the committed baseline, actual is this run, diff marks the changed pixels in red.
Accept every change with <code>npm run test:visual -- --update</code> and commit visual/baselines.</p>
${rows}
</body></html>
`;
}

export default class SideBySideReporter implements Reporter {
  private readonly differences: Difference[] = [];
  private readonly dir = resolve(REPORT_DIR);

  onBegin() {
    rmSync(this.dir, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const baseline = annotation(test, 'baseline');
    const message = result.errors.map((error) => error.message ?? '').join('\n');
    const images: Difference['images'] = {};
    mkdirSync(this.dir, { recursive: true });
    for (const attachment of result.attachments) {
      const kind = (['expected', 'actual', 'diff'] as const).find((candidate) =>
        attachment.name.endsWith(`-${candidate}.png`),
      );
      if (!kind || !attachment.path || !existsSync(attachment.path)) continue;
      const file = `${baseline.replaceAll('/', '__')}-${kind}.png`;
      copyFileSync(attachment.path, join(this.dir, file));
      images[kind] = file;
    }
    const kind = /doesn't exist|snapshot.*missing/i.test(message)
      ? 'missing'
      : images.diff || images.expected
        ? 'changed'
        : 'error';
    this.differences.push({
      story: annotation(test, 'story') || test.title,
      theme: annotation(test, 'theme'),
      width: annotation(test, 'width'),
      baseline,
      kind,
      message,
      images,
    });
  }

  onEnd() {
    if (this.differences.length === 0) return;
    this.differences.sort((a, b) =>
      `${a.theme} ${a.story} ${a.width}`.localeCompare(`${b.theme} ${b.story} ${b.width}`),
    );
    writeFileSync(join(this.dir, 'index.html'), renderHtml(this.differences));
    const lines = this.differences.map(
      (difference) =>
        `  ${difference.kind.padEnd(7)} ${difference.theme} · ${difference.width} px · ${difference.story}`,
    );
    console.log(
      `\nVisual differences (${this.differences.length}):\n${lines.join('\n')}\n` +
        `Review: ${join(REPORT_DIR, 'index.html')}  ·  accept: npm run test:visual -- --update`,
    );
  }

  printsToStdio() {
    return false;
  }
}
