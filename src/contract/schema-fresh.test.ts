import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { API_TYPES, generateApiTypes } from '../../scripts/api-types';

/** Line endings and trailing blanks are not differences worth failing on. */
function normalise(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

it('src/contract/schema.d.ts is what `npm run api:types` makes of openapi/openapi.yaml', async () => {
  // What `npm run api:types` writes, without writing anything.
  const fresh = await generateApiTypes();
  const current = await readFile(API_TYPES, 'utf8');

  const want = normalise(fresh).split('\n');
  const have = normalise(current).split('\n');
  const line = want.findIndex((text, index) => text !== have[index]);
  const firstDifference =
    line < 0 && want.length === have.length
      ? null
      : `line ${line < 0 ? want.length + 1 : line + 1}: expected ${JSON.stringify(want[line])}, found ${JSON.stringify(have[line])}`;

  expect(
    firstDifference,
    'schema.d.ts is stale: run `npm run api:types` and commit the result',
  ).toBeNull();
}, 30_000);
