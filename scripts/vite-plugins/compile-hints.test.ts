// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, hintChunk } from './compile-hints';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Where `needle` is in the built code, as a source map position (1-based line). */
function positionOf(code: string, needle: string) {
  const index = code.indexOf(needle);
  const before = code.slice(0, index);
  return { line: before.split('\n').length, column: index - before.lastIndexOf('\n') - 1 };
}

describe('hintChunk', () => {
  it('puts the hint on the first line and moves the mappings down a line', () => {
    const map = { mappings: 'AAAA;AACA' };
    expect(hintChunk('a();\nb();', map)).toBe(`${COMPILE_HINT}\na();\nb();`);
    expect(map.mappings).toBe(';AAAA;AACA');
  });

  it('leaves a chunk that already starts with the hint as it is', () => {
    const map = { mappings: 'AAAA' };
    const code = `${COMPILE_HINT}\na();`;
    expect(hintChunk(code, map)).toBe(code);
    expect(map.mappings).toBe('AAAA');
  });
});

describe('compileHints in a build', () => {
  it('starts every chunk with the hint, above Vite’s preload map, and keeps the source maps true', async () => {
    const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
    dirs.push(root);
    writeFileSync(
      join(root, 'index.html'),
      '<!doctype html><html><body><script type="module" src="/main.js"></script></body></html>',
    );
    // A lazy chunk with a CSS file of its own makes Vite write its preload map on top of the entry.
    writeFileSync(
      join(root, 'main.js'),
      "console.info('queue started');\n" + "import('./lazy.js').then((m) => m.drawRows());\n",
    );
    writeFileSync(
      join(root, 'lazy.js'),
      "import './lazy.css';\nexport function drawRows() {\n  document.title = 'rows drawn';\n}\n",
    );
    writeFileSync(join(root, 'lazy.css'), '.row { color: red; }\n');

    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [compileHints()],
      build: { outDir: join(root, 'dist'), sourcemap: true },
    });

    const assets = join(root, 'dist', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts).toHaveLength(2);
    const entry = readFileSync(
      join(
        assets,
        scripts.find((f) => f.startsWith('index'))!,
      ),
      'utf8',
    );
    expect(entry).toContain('__vite__mapDeps');
    for (const file of scripts) {
      const code = readFileSync(join(assets, file), 'utf8');
      expect(code.split('\n')[0]).toBe(COMPILE_HINT);
      expect(code.split(COMPILE_HINT)).toHaveLength(2);
      // A string in the built file still points at its line in the source.
      const entryFile = file.startsWith('index');
      const needle = entryFile ? 'queue started' : 'rows drawn';
      const map = new TraceMap(readFileSync(join(assets, `${file}.map`), 'utf8'));
      const original = originalPositionFor(map, positionOf(code, needle));
      expect(original.source).toMatch(entryFile ? /main\.js$/ : /lazy\.js$/);
      expect(original.line).toBe(entryFile ? 1 : 3);
    }
  });
});
