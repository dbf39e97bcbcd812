// `npm run i18n:types`: regenerates src/lib/i18n/message-args.d.ts (see message-args.ts).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateMessageArgs, MESSAGE_ARGS } from './message-args.ts';

await writeFile(MESSAGE_ARGS, generateMessageArgs(), 'utf8');
console.log(`wrote ${fileURLToPath(MESSAGE_ARGS)}`);
