// `npm run api:types`: regenerates src/contract/schema.d.ts (see api-types.ts for the one choice).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { API_TYPES, generateApiTypes } from './api-types.ts';

await writeFile(API_TYPES, await generateApiTypes(), 'utf8');
console.log(`wrote ${fileURLToPath(API_TYPES)}`);
