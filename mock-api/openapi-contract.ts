/**
 * openapi/openapi.yaml as a validator: the response schema of each operation and status,
 * compiled with Ajv's JSON Schema 2020-12 dialect (what OpenAPI 3.1 uses). Test-only.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';

type Json = Record<string, unknown>;

const SPEC_ID = 'https://bot-dashboard.local/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Operation {
  method: string;
  path: string;
  key: string;
  operation: Json;
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

export function loadContract(file = new URL('../openapi/openapi.yaml', import.meta.url)) {
  const doc = parse(readFileSync(file, 'utf8')) as Json;
  // The whole document is registered so '#/components/…' refs resolve; only its schema parts are
  // ever compiled. strict is off because OpenAPI puts non-schema keywords around them.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema({ ...doc, $id: SPEC_ID });

  const paths = doc.paths as Record<string, Record<string, Json>>;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation)
        operations.push({ method, path, key: `${method.toUpperCase()} ${path}`, operation });
    }
  }

  const cache = new Map<string, ValidateFunction>();
  /** The validator for a JSON response, or null when the status has no JSON body in the spec. */
  function responseValidator(
    method: string,
    path: string,
    status: number,
  ): ValidateFunction | null | undefined {
    const responses = (paths[path]?.[method]?.responses ?? {}) as Record<string, Json>;
    let response = responses[String(status)];
    if (!response) return undefined;
    let pointer = `#/paths/${escapePointer(path)}/${method}/responses/${status}`;
    const ref = response.$ref as string | undefined;
    if (ref) {
      pointer = ref;
      const name = ref.split('/').pop() as string;
      response = ((doc.components as Json).responses as Record<string, Json>)[name] as Json;
    }
    const content = response.content as Record<string, Json> | undefined;
    if (!content?.['application/json']) return null;
    const full = `${SPEC_ID}${pointer}/content/application~1json/schema`;
    let validate = cache.get(full);
    if (!validate) {
      validate = ajv.compile({ $ref: full });
      cache.set(full, validate);
    }
    return validate;
  }

  function schemaValidator(name: string): ValidateFunction {
    return ajv.compile({ $ref: `${SPEC_ID}#/components/schemas/${name}` });
  }

  return { doc, operations, responseValidator, schemaValidator, ajv };
}
