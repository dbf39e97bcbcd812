/**
 * After a run of the full visual set (not `--ci`), writes the hash of every baseline whose shot
 * passed or was written into visual/baselines/manifest.json (baseline-manifest.ts says which
 * lines it holds back). The CI subset never writes it: what it rewrites is caught by
 * `visual/baselines.test.ts` in `npm test`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import {
  hashFile,
  readManifest,
  updateManifest,
  writeManifest,
  MANIFEST_FILE,
} from './baseline-manifest';
import { snapshotCases, type IndexEntry } from './snapshot-cases';
import { BASELINE_DIR, STATIC_DIR } from './visual-settings';

export default class ManifestReporter implements Reporter {
  private readonly passed = new Set<string>();
  private readonly active = process.env.VISUAL_SET !== 'ci';

  onTestEnd(test: TestCase, result: TestResult) {
    const baseline = test.annotations.find((entry) => entry.type === 'baseline')?.description;
    if (this.active && baseline && result.status === 'passed') this.passed.add(`${baseline}.png`);
  }

  onEnd() {
    if (!this.active || this.passed.size === 0) return;
    const index = JSON.parse(readFileSync(join(STATIC_DIR, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    const entries = Object.values(index.entries);
    const { manifest, held } = updateManifest(
      readManifest(),
      snapshotCases(entries, 'full'),
      snapshotCases(entries, 'ci'),
      this.passed,
      (file) => {
        const path = join(BASELINE_DIR, file);
        return existsSync(path) ? hashFile(path) : undefined;
      },
    );
    writeManifest(manifest);
    console.log(
      `\nvisual/baselines/${MANIFEST_FILE.split('/').pop()}: ${this.passed.size} shots verified.`,
    );
    if (held.length > 0) {
      console.log(
        `These CI-subset baselines changed, but not every shot of their story passed in this run, ` +
          `so the manifest keeps their old hash and npm test fails until the story is shot whole ` +
          `(npm run test:visual -- --update --grep "<story title>"):\n` +
          held.map((file) => `  ${file}`).join('\n'),
      );
    }
  }

  printsToStdio() {
    return false;
  }
}
