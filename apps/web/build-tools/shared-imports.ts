import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Where a name exported by the shared package is defined: the module, and whether the name is a
 * namespace (`export * as memberApi from …`) standing for the whole module.
 */
export interface SharedExport {
  file: string;
  namespace: boolean;
  /** Only a type (interface, type alias): it vanishes from the output. */
  typeOnly?: boolean;
}

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);

/** `./contracts/account.js` next to `from` → the .ts source file. */
function sourceOf(from: string, specifier: string): string {
  const target = path.resolve(path.dirname(from), specifier);
  const candidates = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx'), `${target}.ts`];
  const found = candidates.find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`shared-imports: cannot resolve ${specifier} from ${from}`);
  return found;
}

const hasModifier = (node: ts.Node, kind: ts.SyntaxKind) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === kind);

/**
 * The value names a shared module exports, each traced to its defining module. Only the forms
 * the shared package uses are understood (declarations, `export *`, `export * as`); any other
 * re-export form fails the build rather than being guessed.
 */
export function sharedExports(entry: string): Map<string, SharedExport> {
  const memo = new Map<string, Map<string, SharedExport>>();
  const visit = (file: string): Map<string, SharedExport> => {
    const known = memo.get(file);
    if (known) return known;
    const names = new Map<string, SharedExport>();
    memo.set(file, names);
    for (const statement of parse(file).statements) {
      if (ts.isExportDeclaration(statement)) {
        const specifier = statement.moduleSpecifier;
        if (!specifier || !ts.isStringLiteral(specifier))
          throw new Error(`shared-imports: unsupported export list in ${file}`);
        const target = sourceOf(file, specifier.text);
        const clause = statement.exportClause;
        if (statement.isTypeOnly) {
          if (!clause || !ts.isNamedExports(clause))
            throw new Error(`shared-imports: unsupported type re-export in ${file}`);
          for (const element of clause.elements)
            names.set(element.name.text, { file: target, namespace: false, typeOnly: true });
        } else if (!clause) {
          for (const [name, where] of visit(target)) if (!names.has(name)) names.set(name, where);
        } else if (ts.isNamespaceExport(clause)) {
          names.set(clause.name.text, { file: target, namespace: true });
        } else {
          throw new Error(`shared-imports: unsupported named re-export in ${file}`);
        }
        continue;
      }
      if (!hasModifier(statement, ts.SyntaxKind.ExportKeyword)) continue;
      if (hasModifier(statement, ts.SyntaxKind.DefaultKeyword))
        throw new Error(`shared-imports: unsupported default export in ${file}`);
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name))
            throw new Error(`shared-imports: unsupported destructured export in ${file}`);
          names.set(declaration.name.text, { file, namespace: false });
        }
      } else if (
        (ts.isFunctionDeclaration(statement) ||
          ts.isClassDeclaration(statement) ||
          ts.isEnumDeclaration(statement)) &&
        statement.name
      ) {
        names.set(statement.name.text, { file, namespace: false });
      } else if (
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) &&
        !names.has(statement.name.text)
      ) {
        names.set(statement.name.text, { file, namespace: false, typeOnly: true });
      }
    }
    return names;
  };
  return visit(entry);
}

const SHARED_PACKAGE = '@platform/shared';

type Specifier = ts.ImportSpecifier | ts.ExportSpecifier;

/**
 * The statements that replace one import or re-export of the shared package: a statement per
 * defining module, the namespaces as `* as`, and what is only a type left on the package.
 */
function splitByModule(
  verb: 'import' | 'export',
  elements: readonly Specifier[],
  file: string,
  exports: Map<string, SharedExport>,
): string[] {
  const byFile = new Map<string, string[]>();
  const namespaces: string[] = [];
  const typesOnly: string[] = [];
  for (const element of elements) {
    const imported = (element.propertyName ?? element.name).text;
    const local = element.name.text;
    const named = imported === local ? local : `${imported} as ${local}`;
    const where = exports.get(imported);
    if (!where)
      throw new Error(
        `shared-imports: ${file} imports ${imported}, which the shared package does not export`,
      );
    if (element.isTypeOnly || where.typeOnly) {
      typesOnly.push(named);
      continue;
    }
    const target = where.file.split(path.sep).join('/');
    if (where.namespace) namespaces.push(`${verb} * as ${local} from '${target}';`);
    else byFile.set(target, [...(byFile.get(target) ?? []), named]);
  }
  return [
    ...[...byFile].map(([target, names]) => `${verb} { ${names.join(', ')} } from '${target}';`),
    ...namespaces,
    ...(typesOnly.length ? [`${verb} type { ${typesOnly.join(', ')} } from '${SHARED_PACKAGE}';`] : []),
  ];
}

/** The named specifiers of a value import or re-export of the shared package, if it is one. */
function sharedSpecifiers(statement: ts.Statement): readonly Specifier[] | null {
  const from =
    (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier;
  if (!from || !ts.isStringLiteral(from) || from.text !== SHARED_PACKAGE) return null;
  if (ts.isExportDeclaration(statement)) {
    const clause = statement.exportClause;
    return !statement.isTypeOnly && clause && ts.isNamedExports(clause) ? clause.elements : null;
  }
  const clause = (statement as ts.ImportDeclaration).importClause;
  if (!clause || clause.isTypeOnly || clause.name) return null;
  const bindings = clause.namedBindings;
  return bindings && ts.isNamedImports(bindings) ? bindings.elements : null;
}

/**
 * Rewrites `import { a, b } from '@platform/shared'` (and `export { a } from …`) into imports from
 * the modules that define a and b. The line count stays the same, so positions after the
 * statement do not move. Type-only specifiers and names the shared package exports only as types
 * stay on the package, which the TypeScript transform then drops; a name it does not export fails
 * the build.
 */
export function rewriteSharedImports(
  code: string,
  file: string,
  exports: Map<string, SharedExport>,
): string | null {
  if (!code.includes(SHARED_PACKAGE)) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edits: { start: number; end: number; text: string }[] = [];
  for (const statement of source.statements) {
    const elements = sharedSpecifiers(statement);
    if (!elements) continue;
    const verb = ts.isImportDeclaration(statement) ? 'import' : 'export';
    const statements = splitByModule(verb, elements, file, exports);
    const start = statement.getStart(source);
    const lines = code.slice(start, statement.end).split('\n').length;
    edits.push({ start, end: statement.end, text: statements.join(' ') + '\n'.repeat(lines - 1) });
  }
  if (!edits.length) return null;
  let out = code;
  for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * The web app imports everything from the shared package's barrel, which re-exports every
 * contract module. To the bundler that makes every contract reachable from the entry, so the
 * code of back-office and lazy pages' schemas landed in the chunk every visitor downloads. With
 * the imports pointing at the defining modules, the module graph says what each page really uses.
 * Build only: the dev server and the tests keep the barrel.
 */
export function sharedImports(sharedEntry: string, webSources: string): Plugin {
  let exports: Map<string, SharedExport> | undefined;
  return {
    name: 'shared-imports',
    enforce: 'pre',
    apply: 'build',
    buildStart() {
      exports = sharedExports(sharedEntry);
    },
    transform(code, id) {
      if (!id.startsWith(webSources) || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteSharedImports(code, id, (exports ??= sharedExports(sharedEntry)));
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
