// @ts-check
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layer boundaries of docs/architecture.md. Data flows one way:
 * openapi → src/contract → src/api → src/app → src/components (drawn with src/themes); src/lib
 * imports nothing of ours.
 */
const layerBoundaries = [
  {
    target: './src/components',
    from: './src/app',
    message:
      'components get data as props and report intent through callbacks (docs/architecture.md).',
  },
  {
    // The API's shapes are typed once, in src/contract (generated from openapi/): components may
    // name them (type-only, see contractTypesOnly below), as the mock does, but never call the API.
    target: './src/components',
    from: './src/api',
    message:
      'components get data as props and report intent through callbacks (docs/architecture.md).',
  },
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'the contract is generated from openapi/ and imports nothing (docs/architecture.md).',
  },
  {
    target: './src/themes',
    from: ['./src/api', './src/app', './src/components'],
    message: 'themes are CSS variables and their registry only (docs/architecture.md).',
  },
  {
    target: './src/api',
    from: ['./src/components', './src/app', './src/themes'],
    message: 'api talks HTTP and knows nothing of screens (docs/architecture.md).',
  },
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'lib is pure logic and imports nothing of ours (docs/architecture.md).',
  },
  {
    target: './mock-api',
    from: './src',
    except: ['./contract/schema.d.ts', './lib'],
    message: 'mock-api may use the generated schema types and src/lib only (docs/architecture.md).',
  },
];

/** The generated contract (src/contract/schema.d.ts) is types only: never imported as a value. */
const contractTypesOnly = {
  '@typescript-eslint/no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: '(^@/contract/schema|/contract/schema)(\\.d)?(\\.ts)?$',
          allowTypeImports: true,
          message: 'the generated schema is types only: import it with `import type`.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'test-results',
      'playwright-report',
      'visual-report',
      '.storybook/public/mockServiceWorker.js',
      'src/contract/schema.d.ts',
      'scripts/eslint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json', alwaysTryTypes: true }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,stories,mock-api,e2e,scripts,visual}/**/': 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: contractTypesOnly,
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Every chunk is imported through loadChunk, where the import is made: a load the browser ends
    // because the page is being left is no error, and every other failure is one
    // (src/lib/scheduling/load-chunk.ts). The catalogs' loaders are run through it by i18n.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/lib/i18n/languages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression:not(CallExpression[callee.name="loadChunk"] > ArrowFunctionExpression > ImportExpression)',
          message:
            'Import a chunk as loadChunk(() => import(…)): a leave may cut its load short (src/lib/scheduling/load-chunk.ts).',
        },
      ],
    },
  },
  {
    // A journey owns its world: `test` comes from the fixture that gives it a mock world and a
    // clock of its own (e2e/support/test.ts), never straight from Playwright. The deployed-build
    // journeys (e2e/deployed/) are the exception: their mock is the standalone server on another
    // origin, where a world's cookie cannot follow, and each run starts it afresh. The Firefox
    // journeys' fixture (e2e/firefox/fixtures.ts) is the Firefox twin of e2e/support/test.ts, and
    // e2e/webkit/fixtures.ts the WebKit one.
    files: ['e2e/**/*.ts'],
    ignores: [
      'e2e/support/test.ts',
      'e2e/firefox/fixtures.ts',
      'e2e/webkit/fixtures.ts',
      'e2e/deployed/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message:
                "Import test and expect from './support/test': each journey gets a world of its own.",
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
