// `npm run test:visual`: builds the static Storybook, then screenshots every story in its themes
// and widths against visual/baselines (visual/playwright.visual.config.ts).
//   -- --update     accept the new pictures as baselines (writes missing and changed ones)
//   -- --ci         the subset `npm test` runs (primitives and gallery in 3 themes, screens at 1440)
//   -- --no-build   reuse the last build (storybook-static, or $VISUAL_STATIC_DIR)
//   -- --theme a,b  only these themes' shots (a shard: e.g. one machine per group of themes)
// Anything else goes to Playwright, e.g. `-- --grep "Button"` or `-- --grep "\[Cyberpunk,"`.
// A run of the full set (not --ci) records the baselines it verified in
// visual/baselines/manifest.json; `npm test` fails on a baseline that differs from it
// (visual/baselines.test.ts, docs/testing.md "Keeping the baselines together").
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const flag = (name) => {
  const at = args.indexOf(name);
  if (at === -1) return false;
  args.splice(at, 1);
  return true;
};
const update = flag('--update');
const ci = flag('--ci');
const noBuild = flag('--no-build');
const themeAt = args.indexOf('--theme');
const themes = themeAt === -1 ? undefined : args.splice(themeAt, 2)[1];
const env = {
  ...process.env,
  STORYBOOK_DISABLE_TELEMETRY: '1',
  ...(ci ? { VISUAL_SET: 'ci' } : {}),
  ...(themes ? { VISUAL_THEMES: themes } : {}),
};

function run(command, commandArgs) {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status || 1);
}

const staticDir = process.env.VISUAL_STATIC_DIR ?? 'storybook-static';
if (!noBuild) {
  run('npx', ['storybook', 'build', '--quiet', '--disable-telemetry', '-o', staticDir]);
}
run('npx', [
  'playwright',
  'test',
  '-c',
  'visual/playwright.visual.config.ts',
  ...(update ? ['--update-snapshots=changed'] : []),
  ...args,
]);
if (ci && update) {
  console.warn(
    '\nThe CI subset does not write visual/baselines/manifest.json: npm test fails on the baselines ' +
      'it rewrote until their stories are shot whole (npm run test:visual -- --update --grep "<story>").',
  );
}
