/**
 * visual/baselines/manifest.json: the hash of every baseline as the full visual set last
 * verified it (`npm run test:visual`, not `-- --ci`). The full set's reporter
 * (manifest-reporter.ts) writes it; `visual/baselines.test.ts` in `npm test` checks, in a second,
 * that every baseline on disk is the one in the manifest. A baseline rewritten by the CI subset
 * (`-- --ci --update`) or by hand differs from its line, so the picture cannot move in the three
 * CI themes at 1440 px while the other themes, widths and languages keep the old one
 * (docs/testing.md, "Keeping the baselines together").
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SnapshotCase } from './snapshot-cases';
import { BASELINE_DIR } from './visual-settings';

/** Baseline file (relative to visual/baselines, with `.png`) → the first 16 hex digits of its SHA-256. */
export type Manifest = Record<string, string>;

export const MANIFEST_FILE = join(BASELINE_DIR, 'manifest.json');

export const baselineFile = (shot: Pick<SnapshotCase, 'baseline'>) => `${shot.baseline}.png`;

export function hashFile(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex').slice(0, 16);
}

export function readManifest(path: string = MANIFEST_FILE): Manifest {
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
}

/** Sorted, one line per baseline (a merge of two changes touches different lines), as Prettier writes it. */
export function writeManifest(manifest: Manifest, path: string = MANIFEST_FILE) {
  const sorted = Object.fromEntries(
    Object.keys(manifest)
      .sort()
      .map((file) => [file, manifest[file]]),
  );
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}

export interface ManifestUpdate {
  manifest: Manifest;
  /**
   * CI-subset baselines that changed while some other shot of their story did not pass in the
   * same run: left at their old hash, so `npm test` keeps failing until the story is re-shot
   * in every theme, width and language.
   */
  held: string[];
}

/**
 * The manifest after a full-set run. `passed` are the baseline files whose shot passed (or was
 * written by `--update`) in this run; `hashOf` reads a baseline on disk (undefined: no file).
 * A passed shot's line takes the file's hash, except a CI-subset shot that changed while its
 * story was not shot whole (every theme, width and language) and passed in the run. Lines of
 * files that no longer exist are dropped.
 */
export function updateManifest(
  previous: Manifest,
  fullSet: SnapshotCase[],
  ciSet: SnapshotCase[],
  passed: ReadonlySet<string>,
  hashOf: (file: string) => string | undefined,
): ManifestUpdate {
  const ciFiles = new Set(ciSet.map(baselineFile));
  const shotsOfStory = new Map<string, string[]>();
  for (const shot of fullSet) {
    shotsOfStory.set(shot.storyId, [...(shotsOfStory.get(shot.storyId) ?? []), baselineFile(shot)]);
  }
  const wholeStoryPassed = (storyId: string) =>
    (shotsOfStory.get(storyId) ?? []).every((file) => passed.has(file));

  const manifest: Manifest = {};
  for (const [file, hash] of Object.entries(previous)) {
    if (hashOf(file) !== undefined) manifest[file] = hash;
  }
  const held: string[] = [];
  for (const shot of fullSet) {
    const file = baselineFile(shot);
    if (!passed.has(file)) continue;
    const hash = hashOf(file);
    if (hash === undefined) continue;
    const changedInCi =
      ciFiles.has(file) && manifest[file] !== undefined && manifest[file] !== hash;
    if (changedInCi && !wholeStoryPassed(shot.storyId)) {
      held.push(file);
      continue;
    }
    manifest[file] = hash;
  }
  return { manifest, held };
}
