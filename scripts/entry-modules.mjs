// `node scripts/entry-modules.mjs [--modules]` after a build (`npx vite build`): what the JS before
// the first screen is made of, to see what to cut. For the entry chunk and the chunks it imports
// statically (what `npm run bench` budgets), each byte of the built code is given to the source
// module the source map names for it; a module's gzip share is its bytes gzipped alone, scaled so
// the shares add up to the chunks' real gzip size. Packages are summed unless `--modules`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const byModule = process.argv.includes('--modules');

/** The entry plus everything it imports statically, transitively. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Source map v3 `mappings`: [generated line, column, source index] of every segment. */
function segments(mappings) {
  const out = [];
  let source = 0;
  mappings.split(';').forEach((line, lineIndex) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      out.push([lineIndex, column, fields.length > 1 ? source : -1]);
    }
  });
  return out;
}

const name = (source) => {
  const path = source.replace(/^(\.\.\/)+/, '');
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return byModule ? path.slice(path.indexOf('node_modules/') + 13) : inPackage[1];
  return byModule ? path : path.split('/').slice(0, 3).join('/');
};

const totals = new Map();
for (const key of staticClosure(Object.keys(manifest).find((k) => manifest[k].isEntry))) {
  const file = manifest[key].file;
  const code = readFileSync(join(dist, file), 'utf8');
  const map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8'));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const marks = segments(map.mappings)
    .map(([line, column, source]) => [lineStarts[line] + column, source])
    .sort((a, b) => a[0] - b[0]);
  const texts = new Map();
  marks.forEach(([offset, source], i) => {
    const label = source < 0 ? '(bundler glue)' : name(map.sources[source]);
    const end = i + 1 < marks.length ? marks[i + 1][0] : code.length;
    texts.set(label, (texts.get(label) ?? '') + code.slice(offset, end));
  });
  const chunkGzip = gzipSync(code, { level: 9 }).length;
  const alone = new Map(
    [...texts].map(([label, text]) => [label, gzipSync(text, { level: 9 }).length]),
  );
  const sum = [...alone.values()].reduce((a, b) => a + b, 0);
  for (const [label, text] of texts) {
    const total = totals.get(label) ?? { raw: 0, gzip: 0 };
    total.raw += text.length;
    total.gzip += (alone.get(label) * chunkGzip) / sum;
    totals.set(label, total);
  }
}

const kib = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const rows = [...totals].sort((a, b) => b[1].gzip - a[1].gzip);
console.log(`${'before the first screen (KiB)'.padEnd(34)}     raw    gzip`);
for (const [label, { raw, gzip }] of rows)
  console.log(`${label.padEnd(34)} ${kib(raw)} ${kib(gzip)}`);
const all = rows.reduce((sum, [, { gzip }]) => sum + gzip, 0);
console.log(`${'total'.padEnd(34)} ${''.padStart(7)} ${kib(all)}`);
