// `npm run twmerge:config`: regenerates src/lib/tailwind-merge-config.ts (see
// tailwind-merge-config.ts for what it holds and why).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { generateTailwindMergeConfig, TAILWIND_MERGE_CONFIG } from './tailwind-merge-config.ts';

await writeFile(TAILWIND_MERGE_CONFIG, generateTailwindMergeConfig(), 'utf8');
console.log(`wrote ${fileURLToPath(TAILWIND_MERGE_CONFIG)}`);
