// @vitest-environment node
// Proves the lint rule that guards ARCHITECTURE.md's layer boundaries really fires.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('layer boundaries', () => {
  it('refuses an import from src/api inside src/components', async () => {
    const errors = await boundaryErrors(
      'src/components/ui/boundary-probe.tsx',
      "import { apiBaseUrl } from '@/api/config';\nexport const probe = apiBaseUrl;\n",
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
        "import { cn } from '@/lib/cn';\nexport const probe = cn;\n",
      ),
    ).toEqual([]);
  });
});
