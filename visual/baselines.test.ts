/**
 * The baselines of the full visual set stay together (docs/testing.md, "Keeping the baselines
 * together"), checked in a second without a browser or a Storybook build: every shot of the full
 * set has its PNG, no PNG is left over, and every PNG is the one the full set last verified
 * (visual/baselines/manifest.json). A baseline rewritten by `npm run test:visual -- --ci --update`
 * alone, or by hand, fails here until its story is re-shot in every theme, width and language.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  baselineFile,
  hashFile,
  readManifest,
  updateManifest,
  type Manifest,
} from './baseline-manifest';
import { snapshotCases, type IndexEntry, type SnapshotCase } from './snapshot-cases';
import { storyEntries } from './story-entries';
import { BASELINE_DIR } from './visual-settings';

const fullSet = snapshotCases(storyEntries(), 'full');
const onDisk = readdirSync(BASELINE_DIR, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.png'))
  .sort();
const manifest = readManifest();

/** What to run for these baselines' stories: one --grep per story, every theme, width and language. */
function reshoot(files: string[]) {
  const labels = new Set(
    fullSet.filter((shot) => files.includes(baselineFile(shot))).map((shot) => shot.label),
  );
  const commands = [...labels].map(
    (label) =>
      `npm run test:visual -- --update --grep "${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\["`,
  );
  return commands.length > 20
    ? [...commands.slice(0, 20), `… and ${commands.length - 20} more stories`].join('\n')
    : commands.join('\n');
}

describe('visual baselines', () => {
  it('every shot of the full set has a baseline', () => {
    const files = new Set(onDisk);
    const missing = fullSet.map(baselineFile).filter((file) => !files.has(file));
    expect(missing, `no baseline; write and look at them:\n${reshoot(missing)}`).toEqual([]);
  });

  it('every baseline belongs to a shot of the full set', () => {
    const shot = new Set(fullSet.map(baselineFile));
    expect(
      onDisk.filter((file) => !shot.has(file)),
      'baselines of no story: delete them',
    ).toEqual([]);
  });

  it('every baseline is the one the full set last verified (manifest.json)', () => {
    const changed = onDisk.filter((file) => manifest[file] !== hashFile(join(BASELINE_DIR, file)));
    expect(
      changed,
      'changed or written outside a full-set run (e.g. by -- --ci --update): shoot their stories ' +
        `in every theme, width and language, which also writes the manifest:\n${reshoot(changed)}`,
    ).toEqual([]);
    const gone = Object.keys(manifest).filter((file) => !onDisk.includes(file));
    expect(gone, 'manifest lines of no baseline: run the full set').toEqual([]);
  });
});

describe('updateManifest (what a full-set run writes)', () => {
  const entry = (id: string, importPath: string): IndexEntry => ({
    type: 'story',
    id,
    name: id,
    title: 'UI/Button',
    importPath,
  });
  const entries = [entry('ui-button--default', './stories/ui/button.stories.tsx')];
  const full: SnapshotCase[] = snapshotCases(entries, 'full');
  const ci: SnapshotCase[] = snapshotCases(entries, 'ci');
  const ciFile = baselineFile(ci[0]!);
  const otherFile = full
    .map(baselineFile)
    .find((file) => !ci.some((s) => baselineFile(s) === file))!;
  const before: Manifest = Object.fromEntries(full.map((shot) => [baselineFile(shot), 'old']));

  it('holds back a CI-subset baseline that changed while its story was shot in part', () => {
    const { manifest: after, held } = updateManifest(
      before,
      full,
      ci,
      new Set([ciFile]),
      () => 'new',
    );
    expect(held).toEqual([ciFile]);
    expect(after[ciFile]).toBe('old');
  });

  it('takes every hash when the story passed in every theme and width', () => {
    const every = new Set(full.map(baselineFile));
    const { manifest: after, held } = updateManifest(before, full, ci, every, () => 'new');
    expect(held).toEqual([]);
    expect(new Set(Object.values(after))).toEqual(new Set(['new']));
  });

  it('takes a theme shard’s change outside the CI subset, and drops lines of deleted files', () => {
    const { manifest: after } = updateManifest(before, full, ci, new Set([otherFile]), (file) =>
      file === ciFile ? undefined : file === otherFile ? 'new' : 'old',
    );
    expect(after[otherFile]).toBe('new');
    expect(ciFile in after).toBe(false);
  });
});
