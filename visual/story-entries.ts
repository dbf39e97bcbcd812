/**
 * The stories of `stories/**`, read from their source the way Storybook's indexer reads them
 * (its own CSF parser), without building Storybook: ids, names, titles, tags and file order, as
 * storybook-static/index.json lists them. `visual/baselines.test.ts` uses it to know, in a
 * second, which shots the full visual set takes (docs/testing.md, "Keeping the baselines together").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { combineTags } from 'storybook/internal/csf';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { IndexEntry } from './snapshot-cases';

const ROOT = join(import.meta.dirname, '..');
const STORY_FILE = /\.stories\.tsx?$/;

/** Every story entry of the repository's story files, in file and export order. */
export function storyEntries(root: string = ROOT): IndexEntry[] {
  const files = readdirSync(join(root, 'stories'), { recursive: true })
    .map(String)
    .filter((file) => STORY_FILE.test(file))
    .sort();
  return files.flatMap((file) => {
    const importPath = `./${relative(root, join(root, 'stories', file))}`;
    const csf = loadCsf(readFileSync(join(root, 'stories', file), 'utf8'), {
      fileName: importPath,
      // Every story file names its title (none relies on Storybook's title from the path).
      makeTitle: (title) => {
        if (!title) throw new Error(`${importPath} has no title: give its meta one.`);
        return title;
      },
    }).parse();
    return csf.indexInputs.map((input) => ({
      type: 'story' as const,
      id: input.__id ?? '',
      name: input.name ?? input.exportName,
      title: input.title ?? '',
      importPath,
      tags: combineTags(...(input.tags ?? [])),
    }));
  });
}
