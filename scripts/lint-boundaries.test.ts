// Proves the lint rule that guards the layer boundaries of docs/architecture.md really fires.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

const BOUNDARY_RULES = new Set([
  'import-x/no-restricted-paths',
  '@typescript-eslint/no-restricted-imports',
]);

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId))
    .map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuses an import from src/api inside src/components', async () => {
    const errors = await boundaryErrors(
      'src/components/ui/boundary-probe.tsx',
      "import { apiOrigin } from '@/api/config';\nexport const probe = apiOrigin;\n",
    );
    expect(errors.join('\n')).toMatch(/components get data as props/);
  });

  it('refuses a relative import from src/app inside src/components', async () => {
    const errors = await boundaryErrors(
      'src/components/ui/boundary-probe.tsx',
      "import { App } from '../../app/app';\nexport const probe = App;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('refuses imports of our own code inside src/lib', async () => {
    const errors = await boundaryErrors(
      'src/lib/boundary-probe.ts',
      "import { Button } from '@/components/ui/button';\nexport const probe = Button;\n",
    );
    expect(errors.join('\n')).toMatch(/lib is pure logic/);
  });

  it('lets src/app import components and src/components import lib', async () => {
    expect(
      await boundaryErrors(
        'src/app/boundary-probe.tsx',
        "import { Button } from '@/components/ui/button';\nexport const probe = Button;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/components/ui/boundary-probe.tsx',
        "import { cn } from '@/lib/ui/cn';\nexport const probe = cn;\n",
      ),
    ).toEqual([]);
  });

  it('lets src/components import the types of the API schema, and nothing else of src/api', async () => {
    const probe = 'src/components/ui/boundary-probe.tsx';
    expect(
      await boundaryErrors(
        probe,
        "import type { components } from '@/contract/schema';\nexport type Probe = components['schemas']['QueueTrack'];\n",
      ),
    ).toEqual([]);
    const value = await boundaryErrors(
      probe,
      "import { components } from '@/contract/schema';\nexport const probe = components;\n",
    );
    expect(value.join('\n')).toMatch(/types only/);
    const otherTypes = await boundaryErrors(
      probe,
      "import type { ApiClient } from '@/api/client';\nexport type Probe = ApiClient;\n",
    );
    expect(otherTypes.join('\n')).toMatch(/components get data as props/);
  });
});
