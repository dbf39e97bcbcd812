// `node scripts/sort-catalogs.mjs`: rewrites every catalog in src/lib/i18n/locales/ with its keys
// sorted and two-space indentation, so catalogs edited in parallel merge by key.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dir = 'src/lib/i18n/locales';
for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
  const catalog = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
  const sorted = Object.fromEntries(Object.entries(catalog).sort(([a], [b]) => (a < b ? -1 : 1)));
  writeFileSync(`${dir}/${file}`, JSON.stringify(sorted, null, 2) + '\n');
}
