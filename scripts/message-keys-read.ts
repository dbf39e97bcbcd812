/**
 * Which catalog keys the app's own code reads, found in its syntax (TypeScript's parser, no type
 * checking: a second's work, not a typecheck's).
 *
 * - The app's code is what its entries import: static imports and re-exports, `import()`,
 *   followed from file to file (`@/` is `src/`), `import type` left out as it runs nothing. Tests,
 *   stories, test kits and Storybook's setup are imported by none of it, so a key only they name
 *   is read by nobody; a comment is no syntax at all.
 * - A key is read where that code hands a string literal to something typed as a message key:
 *   an argument of a function whose parameter is one (`t(id)`, `action(…, refusal: MessageId)`),
 *   a property whose declared type makes it one (a `satisfies Record<K, MessageId>` map, a
 *   variable's annotation, an interface's `labelId?: MessageId`), a variable or a return value
 *   typed so. A message key type is `MessageId`, a type parameter bound by it, a union of those
 *   with null or undefined, or a union of the keys themselves (`'audit.setVolume' | …`). The
 *   literal may sit in `?:`, `??`, `||`, `&&`, parentheses, `as const`, `satisfies` or `!`.
 * - Every other literal that spells a key, and every key built from pieces (a template with
 *   `${…}` where a key goes), is `unplaced`: the reader does not guess whether it is shown. The
 *   code writes each key whole where its type says it is one, so a search finds every reader
 *   (docs/languages.md); a place this file does not know is named, to be taught or rewritten.
 */
import { existsSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import ts from 'typescript';

/** The type the i18n runtime gives a message key (src/lib/i18n/i18n.ts). */
const KEY_TYPE = 'MessageId';

export interface MessageKeysRead {
  /** Each key the app reads, with its first reader as `file:line`. */
  read: Map<string, string>;
  /** Key-shaped literals and built keys outside any typed place, as `file:line: text`. */
  unplaced: string[];
  /** The app's files, as the entries import them. */
  files: string[];
}

export interface MessageKeysOptions {
  /** Repository-relative paths of the app's entry modules. */
  entries: readonly string[];
  /** The catalog's keys. */
  keys: ReadonlySet<string>;
  /** A repository-relative file's text, or undefined when there is none (default: the disk). */
  readText?: (path: string) => string | undefined;
}

type Declaration =
  | ts.FunctionDeclaration
  | ts.FunctionExpression
  | ts.ArrowFunction
  | ts.InterfaceDeclaration
  | ts.TypeAliasDeclaration;

const fromDisk = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);

export function messageKeysRead({
  entries,
  keys,
  readText = fromDisk,
}: MessageKeysOptions): MessageKeysRead {
  const sources = new Map<string, ts.SourceFile>();

  /** The source file a module specifier names from `from`, when it is one of ours. */
  function resolve(from: string, specifier: string): string | undefined {
    let base: string;
    if (specifier.startsWith('@/')) base = posix.join('src', specifier.slice(2));
    else if (specifier.startsWith('.')) base = posix.join(posix.dirname(from), specifier);
    else return undefined;
    const candidates = /\.tsx?$/.test(base)
      ? [base]
      : [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
    return candidates.find((path) => source(path) !== undefined);
  }

  function source(path: string): ts.SourceFile | undefined {
    if (sources.has(path)) return sources.get(path);
    const text = /\.tsx?$/.test(path) && !path.endsWith('.d.ts') ? readText(path) : undefined;
    if (text === undefined) return undefined;
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    sources.set(path, file);
    return file;
  }

  /** The modules a file runs: its value imports, re-exports and `import()`s. */
  function imports(file: ts.SourceFile): string[] {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (
        (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
        (ts.isExportDeclaration(node) && !node.isTypeOnly)
      ) {
        const specifier = node.moduleSpecifier;
        if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
      }
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      ) {
        found.push(node.arguments[0].text);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
    return found.flatMap((specifier) => resolve(file.fileName, specifier) ?? []);
  }

  const app = new Set<string>();
  const pending = [...entries];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (app.has(path)) continue;
    const file = source(path);
    if (!file) throw new Error(`message-keys-read: no entry module ${path}`);
    app.add(path);
    pending.push(...imports(file));
  }

  /** What `name` declares in a file's top level, following imports and re-exports. */
  function exported(path: string, name: string, seen = new Set<string>()): Declaration | undefined {
    const file = source(path);
    if (!file || seen.has(`${path}#${name}`)) return undefined;
    seen.add(`${path}#${name}`);
    for (const statement of file.statements) {
      if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isInterfaceDeclaration(statement) ||
          ts.isTypeAliasDeclaration(statement)) &&
        statement.name?.text === name
      ) {
        return statement;
      }
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const init = declaration.initializer;
          if (
            ts.isIdentifier(declaration.name) &&
            declaration.name.text === name &&
            init &&
            (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
          ) {
            return init;
          }
        }
      }
    }
    for (const statement of file.statements) {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings)) continue;
        const element = bindings.elements.find((e) => e.name.text === name);
        const target = resolve(path, statement.moduleSpecifier.text);
        if (element && target) {
          return exported(target, (element.propertyName ?? element.name).text, seen);
        }
      }
      if (
        ts.isExportDeclaration(statement) &&
        statement.moduleSpecifier &&
        ts.isStringLiteral(statement.moduleSpecifier)
      ) {
        const target = resolve(path, statement.moduleSpecifier.text);
        if (!target) continue;
        const clause = statement.exportClause;
        if (!clause) {
          const found = exported(target, name, seen);
          if (found) return found;
        } else if (ts.isNamedExports(clause)) {
          const element = clause.elements.find((e) => e.name.text === name);
          if (element) return exported(target, (element.propertyName ?? element.name).text, seen);
        }
      }
    }
    return undefined;
  }

  /** A type name as seen from a node: a type parameter around it, else a file's declaration. */
  function typeNamed(name: string, at: ts.Node): ts.TypeNode | Declaration | undefined {
    for (let node: ts.Node | undefined = at; node; node = node.parent) {
      const parameters = (node as { typeParameters?: ts.NodeArray<ts.TypeParameterDeclaration> })
        .typeParameters;
      const parameter = parameters?.find((p) => p.name.text === name);
      if (parameter) return parameter.constraint;
    }
    return exported(at.getSourceFile().fileName, name);
  }

  const unwrapType = (type: ts.TypeNode): ts.TypeNode =>
    ts.isParenthesizedTypeNode(type) ||
    (ts.isTypeOperatorNode(type) && type.operator === ts.SyntaxKind.ReadonlyKeyword)
      ? unwrapType(type.type)
      : type;

  /** Whether values of this type are message keys. */
  function isKeyType(type: ts.TypeNode | undefined, depth = 0): boolean {
    if (!type || depth > 8) return false;
    const t = unwrapType(type);
    if (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName)) {
      if (t.typeName.text === KEY_TYPE) return true;
      const named = typeNamed(t.typeName.text, t);
      if (!named) return false;
      if (ts.isTypeAliasDeclaration(named)) return isKeyType(named.type, depth + 1);
      return !isDeclaration(named) && isKeyType(named, depth + 1);
    }
    if (ts.isLiteralTypeNode(t)) return ts.isStringLiteral(t.literal) && keys.has(t.literal.text);
    if (ts.isUnionTypeNode(t)) {
      const nullish = (m: ts.TypeNode) =>
        m.kind === ts.SyntaxKind.UndefinedKeyword ||
        (ts.isLiteralTypeNode(m) && m.literal.kind === ts.SyntaxKind.NullKeyword);
      const members = t.types.filter((m) => !nullish(m));
      return members.length > 0 && members.every((m) => isKeyType(m, depth + 1));
    }
    return false;
  }

  const isDeclaration = (node: ts.Node): node is Declaration =>
    ts.isFunctionLike(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node);

  /** The type of `type`'s property `name` (any property of a Record), as written. */
  function memberType(type: ts.TypeNode | undefined, name: string, depth = 0): ts.TypeNode[] {
    if (!type || depth > 8) return [];
    const t = unwrapType(type);
    if (ts.isUnionTypeNode(t) || ts.isIntersectionTypeNode(t)) {
      return t.types.flatMap((m) => memberType(m, name, depth + 1));
    }
    if (ts.isTypeLiteralNode(t)) return membersNamed(t.members, name);
    if (ts.isTypeReferenceNode(t) && ts.isIdentifier(t.typeName)) {
      const [first, second] = t.typeArguments ?? [];
      switch (t.typeName.text) {
        case 'Record':
          return second ? [second] : [];
        case 'Partial':
        case 'Readonly':
        case 'Required':
          return memberType(first, name, depth + 1);
      }
      const named = typeNamed(t.typeName.text, t);
      return named ? declaredMembers(named, name, depth + 1) : [];
    }
    return [];
  }

  /** A named type's property `name`: an interface's own or inherited, an alias's, a bound's. */
  function declaredMembers(
    named: ts.TypeNode | Declaration,
    name: string,
    depth: number,
  ): ts.TypeNode[] {
    if (ts.isInterfaceDeclaration(named)) {
      const inherited = (named.heritageClauses ?? []).flatMap((clause) =>
        clause.types.flatMap((base) => {
          if (!ts.isIdentifier(base.expression)) return [];
          const found = typeNamed(base.expression.text, base);
          return found ? declaredMembers(found, name, depth + 1) : [];
        }),
      );
      return [...membersNamed(named.members, name), ...inherited];
    }
    if (ts.isTypeAliasDeclaration(named)) return memberType(named.type, name, depth);
    return isDeclaration(named) ? [] : memberType(named, name, depth);
  }

  const membersNamed = (members: ts.NodeArray<ts.TypeElement>, name: string) =>
    members.flatMap((member) =>
      ts.isPropertySignature(member) && member.type && propertyName(member.name) === name
        ? [member.type]
        : [],
    );

  const propertyName = (name: ts.PropertyName) =>
    ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)
      ? name.text
      : undefined;

  /** The element type of an array type, as written. */
  function elementType(type: ts.TypeNode | undefined): ts.TypeNode[] {
    if (!type) return [];
    const t = unwrapType(type);
    if (ts.isArrayTypeNode(t)) return [t.elementType];
    if (ts.isUnionTypeNode(t)) return t.types.flatMap(elementType);
    if (
      ts.isTypeReferenceNode(t) &&
      ts.isIdentifier(t.typeName) &&
      (t.typeName.text === 'Array' || t.typeName.text === 'ReadonlyArray')
    ) {
      return t.typeArguments?.slice(0, 1) ?? [];
    }
    return [];
  }

  /** The function a call's callee names, when it is declared in our code. */
  function callee(call: ts.CallExpression): Declaration | undefined {
    if (!ts.isIdentifier(call.expression)) return undefined;
    const name = call.expression.text;
    for (let node: ts.Node | undefined = call.parent; node; node = node.parent) {
      if (ts.isBlock(node) || ts.isSourceFile(node)) {
        for (const statement of node.statements) {
          if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
            return statement;
          }
          if (!ts.isVariableStatement(statement)) continue;
          for (const declaration of statement.declarationList.declarations) {
            const init = declaration.initializer;
            if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
              return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
                ? init
                : undefined;
            }
          }
        }
      }
    }
    return exported(call.getSourceFile().fileName, name);
  }

  /** The types the code declares for the place an expression is put, as written. */
  function placeTypes(expression: ts.Expression): ts.TypeNode[] {
    const parent = expression.parent;
    if (
      ts.isParenthesizedExpression(parent) ||
      ts.isNonNullExpression(parent) ||
      (ts.isConditionalExpression(parent) && parent.condition !== expression) ||
      (ts.isBinaryExpression(parent) &&
        [
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(parent.operatorToken.kind) &&
        (parent.operatorToken.kind !== ts.SyntaxKind.AmpersandAmpersandToken ||
          parent.right === expression))
    ) {
      return placeTypes(parent);
    }
    if (ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent)) {
      const asConst =
        ts.isTypeReferenceNode(parent.type) &&
        ts.isIdentifier(parent.type.typeName) &&
        parent.type.typeName.text === 'const';
      return asConst ? placeTypes(parent) : [parent.type, ...placeTypes(parent)];
    }
    if (ts.isVariableDeclaration(parent) && parent.initializer === expression) {
      return parent.type ? [parent.type] : [];
    }
    if (ts.isPropertyAssignment(parent) && parent.initializer === expression) {
      const name = propertyName(parent.name);
      if (name === undefined) return [];
      return placeTypes(parent.parent).flatMap((type) => memberType(type, name));
    }
    if (ts.isArrayLiteralExpression(parent)) return placeTypes(parent).flatMap(elementType);
    if (ts.isCallExpression(parent) && parent.expression !== expression) {
      const declaration = callee(parent);
      if (!declaration || !ts.isFunctionLike(declaration)) return [];
      const index = parent.arguments.indexOf(expression);
      const parameter = declaration.parameters[index];
      return parameter?.type && !parameter.dotDotDotToken ? [parameter.type] : [];
    }
    if (ts.isReturnStatement(parent)) {
      const fn = ts.findAncestor(parent, ts.isFunctionLike);
      return fn?.type ? [fn.type] : [];
    }
    if (ts.isArrowFunction(parent) && parent.body === expression) {
      return parent.type ? [parent.type] : [];
    }
    return [];
  }

  const read = new Map<string, string>();
  const unplaced: string[] = [];
  const where = (node: ts.Node) => {
    const file = node.getSourceFile();
    return `${file.fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };
  for (const path of [...app].sort()) {
    const file = sources.get(path);
    if (!file) continue;
    const visit = (node: ts.Node) => {
      // Literal types only say which keys a value may be; the value that is passed is the read.
      if (ts.isLiteralTypeNode(node)) return;
      if (ts.isStringLiteralLike(node) && keys.has(node.text)) {
        if (placeTypes(node).some((type) => isKeyType(type))) {
          if (!read.has(node.text)) read.set(node.text, where(node));
        } else {
          unplaced.push(`${where(node)}: '${node.text}'`);
        }
      }
      if (ts.isTemplateExpression(node) && placeTypes(node).some((type) => isKeyType(type))) {
        unplaced.push(`${where(node)}: ${node.getText(file)} (a key built from pieces)`);
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return { read, unplaced, files: [...app].sort() };
}
