/**
 * How `src/lib/tailwind-merge-config.ts` is made (issue #32: the first screen's `cn` without the
 * whole of tailwind-merge's default configuration). `cn()` merges the classes this project writes;
 * tailwind-merge's default configuration knows all 379 class groups of Tailwind, about two thirds
 * of which no file here uses, and that table is most of the library's weight in the entry. This
 * cuts the default configuration to the groups that the project's classes belong to, unchanged
 * otherwise (same definitions, order, conflicts and theme scales), so every class the project
 * writes merges exactly as with `twMerge`: the unit test beside this file checks every pair of
 * them, and fails, naming this script, when a class of a group not in the file appears.
 *
 * The project's classes are a superset found without Tailwind's scanner: every token of every
 * source file between whitespace and quotes (a class reaches `cn` as a string literal; Tailwind
 * itself only generates CSS for classes written out whole). A token that only looks like a class
 * (a word in a comment) can keep a group in the file that no element uses: harmless.
 *
 * `npm run twmerge:config` writes the file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTailwindMerge,
  getDefaultConfig,
  twMerge,
  validators,
  type ClassValidator,
} from 'tailwind-merge';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const TAILWIND_MERGE_CONFIG = new URL(
  '../src/lib/tailwind-merge-config.ts',
  import.meta.url,
);

/** Where classes handed to `cn` are written: the app, its stories and Storybook's decorators. */
const SOURCE_DIRECTORIES = ['src', 'stories', '.storybook'];
const GENERATED = relative(ROOT, fileURLToPath(TAILWIND_MERGE_CONFIG));

/** Every token between whitespace and quotes in the project's source files, sorted. */
export function projectTokens(root: string = ROOT): string[] {
  const tokens = new Set<string>();
  for (const directory of SOURCE_DIRECTORIES) {
    for (const name of readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })) {
      const file = join(directory, name);
      if (!/\.(ts|tsx|js|mjs)$/.test(file) || file === GENERATED) continue;
      for (const token of readFileSync(join(root, file), 'utf8').split(/[\s'"`]+/)) {
        if (token) tokens.add(token);
      }
    }
  }
  return [...tokens].sort();
}

type AnyConfig = ReturnType<typeof getDefaultConfig>;
type ClassGroup = AnyConfig['classGroups'][keyof AnyConfig['classGroups']];

const withGroups = (config: AnyConfig, classGroups: Partial<AnyConfig['classGroups']>) =>
  createTailwindMerge(() => ({
    ...config,
    cacheSize: 0,
    classGroups: classGroups as AnyConfig['classGroups'],
    conflictingClassGroups: {},
    conflictingClassGroupModifiers: {},
  }));

/**
 * The tokens tailwind-merge's default configuration files under a class group: a class of a
 * group merges with itself ("p-2 p-2" is "p-2"), any other token is kept twice. Arbitrary
 * properties ("[overflow-wrap:anywhere]") merge by their property in any configuration: left out.
 */
export function groupedClasses(tokens: readonly string[]): string[] {
  const none = withGroups(getDefaultConfig(), {});
  return tokens.filter((c) => twMerge(`${c} ${c}`) === c && none(`${c} ${c}`) !== c);
}

/** The ids of the default configuration's class groups some class belongs to, in its order. */
export function usedClassGroups(classes: readonly string[]): string[] {
  const config = getDefaultConfig();
  return Object.entries(config.classGroups)
    .filter(([id, group]) => {
      const merge = withGroups(config, { [id]: group as ClassGroup });
      return classes.some((c) => merge(`${c} ${c}`) === c);
    })
    .map(([id]) => id);
}

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const key = (text: string) => (/^[A-Za-z_$][\w$]*$/.test(text) ? text : quote(text));
const camel = (text: string) => text.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The source of `src/lib/tailwind-merge-config.ts` for these class groups. */
export function tailwindMergeConfigSource(groupIds: readonly string[]): string {
  const config = getDefaultConfig();
  const known = [
    'cacheSize',
    'theme',
    'classGroups',
    'conflictingClassGroups',
    'conflictingClassGroupModifiers',
    'postfixLookupClassGroups',
    'orderSensitiveModifiers',
  ];
  const unknown = Object.keys(config).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`tailwind-merge's default configuration has new parts: ${unknown.join(', ')}`);
  }
  const validatorNames = new Map<unknown, string>(
    Object.entries(validators).map(([name, validator]) => [validator, name]),
  );
  const usedValidators = new Set<string>();
  const themeKeys = new Set<string>();
  const value = (definition: unknown): string => {
    if (typeof definition === 'string') return quote(definition);
    if (typeof definition === 'function') {
      const getter = definition as { isThemeGetter?: boolean; themeKey?: string };
      if (getter.isThemeGetter && getter.themeKey) {
        themeKeys.add(getter.themeKey);
        return camel(`theme-${getter.themeKey}`);
      }
      const name = validatorNames.get(definition as ClassValidator);
      if (!name) throw new Error(`a validator tailwind-merge does not export: ${definition}`);
      usedValidators.add(name);
      return name;
    }
    if (Array.isArray(definition)) return `[${definition.map(value).join(', ')}]`;
    const entries = Object.entries(definition as Record<string, unknown>);
    return `{ ${entries.map(([name, part]) => `${key(name)}: ${value(part)}`).join(', ')} }`;
  };
  const kept = new Set(groupIds);
  const groups = groupIds.map(
    (id) => `      ${key(id)}: ${value(config.classGroups[id as keyof AnyConfig['classGroups']])},`,
  );
  const conflicts = (table: Record<string, readonly string[] | undefined>) =>
    Object.entries(table)
      .filter(([id]) => kept.has(id))
      .map(([id, ids]) => [id, (ids ?? []).filter((other) => kept.has(other))] as const)
      .filter(([, ids]) => ids.length > 0)
      .map(([id, ids]) => `      ${key(id)}: [${ids.map(quote).join(', ')}],`);
  const conflictingClassGroups = conflicts(config.conflictingClassGroups);
  const conflictingModifiers = conflicts(config.conflictingClassGroupModifiers);
  const postfixLookup = (config.postfixLookupClassGroups ?? []).filter((id) => kept.has(id));
  // Theme scales the kept groups read (a scale may itself name another scale).
  const theme: string[] = [];
  const themeTable = config.theme as Record<string, unknown>;
  for (const done = new Set<string>(); themeKeys.size > done.size;) {
    for (const name of [...themeKeys].filter((k) => !done.has(k)).sort()) {
      done.add(name);
      if (themeTable[name] !== undefined)
        theme.push(`      ${key(name)}: ${value(themeTable[name])},`);
    }
  }
  const version = (
    JSON.parse(readFileSync(join(ROOT, 'node_modules/tailwind-merge/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return `// Generated by \`npm run twmerge:config\` (scripts/tailwind-merge-config.ts): do not edit.
/**
 * tailwind-merge ${version}'s default configuration cut to the ${groupIds.length} class groups (of ${Object.keys(config.classGroups).length}) that this
 * project's classes belong to, everything else as the library has it, so \`cn()\` merges every class
 * the project writes exactly as \`twMerge\` does while the first screen carries a third of the table
 * (issue #32). scripts/tailwind-merge-config.test.ts checks both; a class of a new group fails it.
 */
import { fromTheme, validators, type Config } from 'tailwind-merge';

const { ${[...usedValidators].sort().join(', ')} } = validators;

${[...themeKeys]
  .sort()
  .map((name) => `const ${camel(`theme-${name}`)} = fromTheme(${quote(name)});`)
  .join('\n')}

export function tailwindMergeConfig(): Config<string, string> {
  return {
    cacheSize: ${config.cacheSize},
    theme: {
${theme.join('\n')}
    },
    classGroups: {
${groups.join('\n')}
    },
    conflictingClassGroups: {
${conflictingClassGroups.join('\n')}
    },
    conflictingClassGroupModifiers: {
${conflictingModifiers.join('\n')}
    },
    postfixLookupClassGroups: [${postfixLookup.map(quote).join(', ')}],
    orderSensitiveModifiers: [${config.orderSensitiveModifiers.map(quote).join(', ')}],
  };
}
`;
}

/** What `npm run twmerge:config` writes, from the project's sources as they are now. */
export function generateTailwindMergeConfig(root: string = ROOT): string {
  return tailwindMergeConfigSource(usedClassGroups(groupedClasses(projectTokens(root))));
}
