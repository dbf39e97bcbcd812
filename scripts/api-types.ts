/**
 * How `src/contract/schema.d.ts` is made from `openapi/openapi.yaml`: openapi-typescript's defaults,
 * except that `format: uint64` (chat-platform ids, `Snowflake`) is a `string` of digits, which
 * is what the app holds (src/lib/snowflake/id.ts); the wire carries a number literal that only
 * src/lib/snowflake/json.ts reads and writes. `npm run api:types` writes the file; a unit test
 * checks the committed one is what this makes.
 */
import openapiTS, {
  astToString,
  COMMENT_HEADER,
  type OpenAPITSOptions,
  STRING,
} from 'openapi-typescript';

const API_SPEC = new URL('../openapi/openapi.yaml', import.meta.url);
export const API_TYPES = new URL('../src/contract/schema.d.ts', import.meta.url);

const options: OpenAPITSOptions = {
  silent: true,
  transform: (schema) => (schema.format === 'uint64' ? STRING : undefined),
};

export async function generateApiTypes(spec: URL = API_SPEC): Promise<string> {
  return COMMENT_HEADER + astToString(await openapiTS(spec, options));
}
