// Keeps src/lib grouped by domain (docs/architecture.md "What src/lib/ holds"): no flat files
// beside the folders, no name that repeats its folder, no family of names sharing a prefix that
// would be a folder of its own.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIB = join(import.meta.dirname, '..', 'src', 'lib');
/** The files that may sit at the top of src/lib: one setting each, no domain of their own. */
const TOP_LEVEL_FILES = new Set(['runtime-config.ts', 'runtime-config.test.ts']);
/** Tests and their kits are named after what they test; their stems are not families. */
const stem = (name: string) => name.replace(/(\.test)?\.tsx?$|\.d\.ts$/, '');

function folders(): string[] {
  return readdirSync(LIB, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The source files of a folder (not tests, not catalogs), by stem. */
function stems(folder: string): string[] {
  return readdirSync(join(LIB, folder), { withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'),
    )
    .map((entry) => stem(entry.name));
}

/** Prefixes (before the first dash) that three or more of the stems share. */
function prefixFamilies(names: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const name of names) {
    if (!name.includes('-')) continue;
    const [prefix = name] = name.split('-');
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts].filter(([, count]) => count >= 3).map(([prefix]) => prefix);
}

describe('src/lib is grouped by domain', () => {
  it('has only folders at its top, but for the named exceptions', () => {
    const files = readdirSync(LIB, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .filter((name) => !TOP_LEVEL_FILES.has(name));
    expect(files).toEqual([]);
  });

  it('names no file after its own folder', () => {
    const repeats = folders().flatMap((folder) =>
      stems(folder)
        .filter((name) => name.startsWith(`${folder}-`))
        .map((name) => `${folder}/${name}`),
    );
    expect(repeats).toEqual([]);
  });

  it('has no family of three or more names sharing a prefix inside a folder', () => {
    const families = folders().flatMap((folder) =>
      prefixFamilies(stems(folder)).map((prefix) => `${folder}/${prefix}-*`),
    );
    expect(families).toEqual([]);
  });

  it('finds a family where there is one', () => {
    expect(
      prefixFamilies(['download-job-rules', 'download-job-runner', 'download-outcome']),
    ).toEqual(['download']);
    expect(prefixFamilies(['job-rules', 'job-store', 'outcome'])).toEqual([]);
  });
});
