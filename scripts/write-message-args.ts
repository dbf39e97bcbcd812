// `npm run i18n:types`: regenerates src/lib/i18n/message-args/ (see message-args.ts), removing
// the file of a namespace the catalog no longer has.
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateMessageArgs, MESSAGE_ARGS_DIR } from './message-args.ts';

const files = generateMessageArgs();
await mkdir(MESSAGE_ARGS_DIR, { recursive: true });
for (const name of await readdir(MESSAGE_ARGS_DIR)) {
  if (!files.has(name)) await rm(new URL(name, MESSAGE_ARGS_DIR));
}
for (const [name, text] of files) await writeFile(new URL(name, MESSAGE_ARGS_DIR), text, 'utf8');
console.log(`wrote ${files.size} files in ${fileURLToPath(MESSAGE_ARGS_DIR)}`);
