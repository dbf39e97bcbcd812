// Makes sure dist/ holds a build of the sources as they are: `npm test`'s build step leaves one
// (reused as it is), and a run of one step alone builds it when it is missing or older than any
// source the build reads. The Chromium and Firefox journeys serve it with `vite preview`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const page = join('dist', 'index.html');
const SOURCES = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'tailwind.config.ts',
  'deploy',
  'scripts/vite-plugins',
  'package-lock.json',
];

/** The newest modification time under a file or folder (0 when absent). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce(
      (latest, entry) => Math.max(latest, statSync(join(entry.parentPath, entry.name)).mtimeMs),
      0,
    );
}

const built = existsSync(page) ? statSync(page).mtimeMs : 0;
const changed = SOURCES.find((source) => newest(source) > built);
if (!changed) {
  console.log('dist/: up to date with the sources; reused');
  process.exit(0);
}
console.log(
  built ? `dist/: ${changed} changed since the build; building` : 'dist/: none; building',
);
const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
process.exit(build.status ?? 1);
