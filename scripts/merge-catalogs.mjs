// A git merge driver for the translation catalogs (src/lib/i18n/locales/*.json): a three-way
// merge by key, so branches that add different keys never conflict. A key changed differently on
// both sides is a real conflict: the driver says which and fails.
// Enable it once per clone:
//   git config merge.catalog.driver "node scripts/merge-catalogs.mjs %O %A %B"
// (.gitattributes names the files).
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
const base = read(basePath);
const ours = read(oursPath);
const theirs = read(theirsPath);
const merged = {};
const conflicts = [];
for (const key of new Set([...Object.keys(ours), ...Object.keys(theirs), ...Object.keys(base)])) {
  const [b, o, t] = [base[key], ours[key], theirs[key]];
  const value = o === t ? o : o === b ? t : t === b ? o : undefined;
  if (o !== t && o !== b && t !== b) {
    conflicts.push(key);
    merged[key] = o ?? t;
  } else if (value !== undefined) {
    merged[key] = value;
  }
}
const sorted = Object.fromEntries(Object.entries(merged).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(oursPath, JSON.stringify(sorted, null, 2) + '\n');
if (conflicts.length > 0) {
  console.error(`Catalog keys changed on both sides: ${conflicts.join(', ')}`);
  process.exit(1);
}
