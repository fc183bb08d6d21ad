// Which names a server part takes from another part's repositories (*.repository.ts), directly or through the other
// module's index.ts. Modules offer operations (services), types and the access scopes below; their SQL stays theirs.
// Used by check-module-order.mjs; `node scripts/repository-imports.mjs` lists every such import.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');

/** The SQL scopes that other modules' lists compose (modules/access/index.ts says the same): the one exception. */
export const sharedAccessScopes = {
  file: 'server/src/modules/access/access-scope.repository.ts',
  names: new Set(['companyVisibleTo', 'farmAuditVisibleTo', 'farmVisibleTo', 'auditVisibleTo', 'visibleFarmIds', 'visibleAuditIds']),
};

const isRepository = (file) => /\.repository\.ts$/.test(file);

const parsed = new Map();
function sourceOf(file) {
  if (!parsed.has(file)) {
    const abs = path.join(root, file);
    const text = fs.existsSync(abs) ? fs.readFileSync(abs, 'utf8') : '';
    parsed.set(file, ts.createSourceFile(abs, text, ts.ScriptTarget.Latest, false));
  }
  return parsed.get(file);
}

const resolve = (fromFile, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), spec));

/** The file a name exported by `file` is written in, following `export { x } from` and `export *` (cycles end it). */
export function originOf(file, name, seen = new Set()) {
  if (seen.has(`${file}#${name}`)) return file;
  seen.add(`${file}#${name}`);
  for (const node of sourceOf(file).statements) {
    if (!ts.isExportDeclaration(node) || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const target = resolve(file, node.moduleSpecifier.text);
    if (!node.exportClause) {
      const deeper = originOf(target, name, seen);
      if (deeper !== target || exportsName(target, name)) return deeper;
    } else if (ts.isNamedExports(node.exportClause)) {
      const element = node.exportClause.elements.find((e) => e.name.text === name);
      if (element) return originOf(target, (element.propertyName ?? element.name).text, seen);
    }
  }
  return file;
}

function exportsName(file, name) {
  const sf = sourceOf(file);
  let found = false;
  const exported = (node) => node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const node of sf.statements) {
    if (!exported(node)) continue;
    if ((ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) && node.name?.text === name) found = true;
    if (ts.isVariableStatement(node))
      for (const d of node.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === name) found = true;
  }
  return found;
}

/**
 * The value names `file` imports or re-exports from `target`, each with its line: { name, line }. Type-only names are
 * left out (a module's types are shared freely); `import * as x` counts every name the target exports that x uses.
 */
export function valueNamesImported(file, target) {
  const sf = sourceOf(file);
  const out = [];
  const line = (node) => sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
  for (const node of sf.statements) {
    const spec = node.moduleSpecifier;
    if (!spec || !ts.isStringLiteral(spec) || resolve(file, spec.text) !== target) continue;
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      if (!c || c.isTypeOnly) continue;
      if (c.namedBindings && ts.isNamedImports(c.namedBindings)) {
        for (const e of c.namedBindings.elements) if (!e.isTypeOnly) out.push({ name: (e.propertyName ?? e.name).text, line: line(node) });
      } else if (c.namedBindings && ts.isNamespaceImport(c.namedBindings)) {
        const alias = c.namedBindings.name.text;
        const used = new Set();
        const visit = (n) => {
          if (ts.isPropertyAccessExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === alias) used.add(n.name.text);
          ts.forEachChild(n, visit);
        };
        visit(sf);
        for (const name of used) out.push({ name, line: line(node) });
      }
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.exportClause && ts.isNamedExports(node.exportClause)) {
      for (const e of node.exportClause.elements) if (!e.isTypeOnly) out.push({ name: (e.propertyName ?? e.name).text, line: line(node) });
    }
  }
  return out;
}

/** The repository functions a module's entry file (index.ts) offers others: { name, origin, line }, scopes excepted. */
export function repositoryNamesOffered(indexFile) {
  const sf = sourceOf(indexFile);
  const out = [];
  for (const node of sf.statements) {
    if (!ts.isExportDeclaration(node) || !node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const target = resolve(indexFile, node.moduleSpecifier.text);
    out.push(...repositoryNamesImported(indexFile, target).filter((r) => !out.some((o) => o.name === r.name)));
  }
  return out;
}

/** The repository names `file` takes from `target` (another part): { name, origin, line }, access scopes excepted. */
export function repositoryNamesImported(file, target) {
  return valueNamesImported(file, target)
    .map(({ name, line }) => ({ name, line, origin: originOf(target, name) }))
    .filter(({ name, origin }) => isRepository(origin) && !(origin === sharedAccessScopes.file && sharedAccessScopes.names.has(name)));
}
