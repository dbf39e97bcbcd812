import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompress, precompressedFile } from './precompressed-assets';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A build-like folder: a big script, a small one, a source map and a font. */
function outDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  const script = 'export const rows = [' + '"queue row", '.repeat(500) + '];\n';
  writeFileSync(join(dir, 'assets', 'index-abc.js'), script);
  writeFileSync(join(dir, 'assets', 'tiny-abc.js'), 'export const a = 1;\n');
  writeFileSync(join(dir, 'assets', 'index-abc.js.map'), script);
  writeFileSync(join(dir, 'assets', 'inter.woff2'), Buffer.alloc(4096, 7));
  writeFileSync(join(dir, 'index.html'), '<!doctype html>' + '<p>x</p>'.repeat(300));
  return dir;
}

describe('precompress', () => {
  it('writes a brotli and a gzip copy of each text file of 1 KiB or more, equal to it', async () => {
    const dir = outDir();
    await precompress(dir);
    const script = readFileSync(join(dir, 'assets', 'index-abc.js'));
    expect(script.length).toBeGreaterThanOrEqual(MIN_BYTES);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc.js.br')))).toEqual(
      script,
    );
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc.js.gz')))).toEqual(script);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(true);
    // Too small to gain, not text, or not for the browser: left alone.
    expect(existsSync(join(dir, 'assets', 'tiny-abc.js.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'inter.woff2.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'index-abc.js.map.br'))).toBe(false);
  });
});

describe('precompressedFile', () => {
  it('answers with brotli when accepted, else gzip, else nothing', async () => {
    const dir = outDir();
    await precompress(dir);
    const path = '/assets/index-abc.js';
    expect(precompressedFile(dir, path, 'gzip, deflate, br, zstd')).toEqual({
      file: join(dir, 'assets', 'index-abc.js.br'),
      encoding: 'br',
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(precompressedFile(dir, path, 'gzip, br;q=0')?.encoding).toBe('gzip');
    expect(precompressedFile(dir, path, 'identity')).toBeNull();
    expect(precompressedFile(dir, path, undefined)).toBeNull();
  });

  it('passes on what it has no copy of, and never reaches outside the folder', async () => {
    const dir = outDir();
    await precompress(dir);
    expect(precompressedFile(dir, '/assets/tiny-abc.js', 'br')).toBeNull();
    expect(precompressedFile(dir, '/lounge', 'br')).toBeNull();
    expect(precompressedFile(dir, '/assets/missing.js', 'br')).toBeNull();
    writeFileSync(join(dir, '..', 'secret.js'), 'x'.repeat(2048));
    writeFileSync(join(dir, '..', 'secret.js.br'), 'x');
    expect(precompressedFile(dir, '/../secret.js', 'br')).toBeNull();
    expect(precompressedFile(dir, '/assets/..%2f..%2fsecret.js', 'br')).toBeNull();
    expect(precompressedFile(dir, '/assets/%E0%A4%A', 'br')).toBeNull();
    rmSync(join(dir, '..', 'secret.js'));
    rmSync(join(dir, '..', 'secret.js.br'));
  });
});
