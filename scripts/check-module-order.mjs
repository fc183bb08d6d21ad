// The module order of docs/architecture.md, checked over the TypeScript import graph of server/src and web/src:
// a part imports only parts of lower layers, a module with an entry file is imported only through it, no server part
// takes another's repository functions but the access scopes (repository-imports.mjs), and no file takes part in an
// import cycle. Run by `npm run lint`; prints each violation and exits 1 on any.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repositoryNamesImported, repositoryNamesOffered } from './repository-imports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Lowest first: a part may import the parts of the layers before its own, never its own layer's peers or above. */
export const serverLayers = [
  ['lib', 'config'],
  ['db', 'storage'],
  ['mail', 'rate-limit', 'jobs'],
  ['access'],
  ['audit-snapshots'],
  ['activity-log'],
  ['webhooks'],
  ['auth'],
  ['users'],
  ['api-tokens'],
  ['plugins'],
  ['media'],
  ['farms'],
  ['templates'],
  ['question-flow'],
  ['scoring'],
  ['audits'],
  ['actions'],
  ['history'],
  ['environment', 'reports', 'intelligence', 'companies', 'contact', 'health', 'sso', 'reminders'],
  ['app'],
  ['seed', 'backup'],
  ['main'],
];
export const webLayers = [['lib'], ['components'], ['feature'], ['app'], ['main', 'prerender']];

/** Modules others import only through their index.ts. */
export const withEntryFile = new Set(
  [
    'access',
    'audit-snapshots',
    'activity-log',
    'users',
    'auth',
    'api-tokens',
    'media',
    'farms',
    'templates',
    'question-flow',
    'scoring',
    'audits',
    'sso',
    'webhooks',
  ].map((m) => `server:${m}`),
);

/** Test code and test kits: outside the order (they may reach anything; nothing but tests imports them). */
const isTestCode = (p) => /\.test\.tsx?$/.test(p) || /-test-[a-z-]+\.tsx?$/.test(p) || /^web\/src\/(test\/|test-setup\.ts$)/.test(p);

/** The part a source file belongs to: { side, name, layer } or null for test code. */
function partOf(p) {
  if (isTestCode(p)) return null;
  let m = /^server\/src\/modules\/([^/]+)\//.exec(p);
  let side = 'server';
  let name;
  if (m) name = m[1];
  else if ((m = /^server\/src\/([^/]+)\//.exec(p))) name = m[1];
  else if ((m = /^server\/src\/([^/]+)\.ts$/.exec(p))) name = m[1];
  else if ((m = /^web\/src\/features\/([^/]+)\//.exec(p))) [side, name] = ['web', `feature:${m[1]}`];
  else if ((m = /^web\/src\/([^/]+)\//.exec(p))) [side, name] = ['web', m[1]];
  else if ((m = /^web\/src\/([^/.]+)\.tsx?$/.exec(p))) [side, name] = ['web', m[1]];
  else return null;
  // app-context.ts names the types the app is built from; it imports types only (checked below) and sits on the ground.
  if (side === 'server' && name === 'app-context') return { side, name, layer: -1 };
  const layers = side === 'server' ? serverLayers : webLayers;
  const key = name.startsWith('feature:') ? 'feature' : name;
  const layer = layers.findIndex((l) => l.includes(key));
  return { side, name, layer };
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name === 'dist' ? [] : walk(p);
    return /\.tsx?$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/** Relative imports of a file: { spec, target, typeOnly, line }. */
function importsOf(file) {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const out = [];
  const add = (node, spec, typeOnly) => {
    if (!spec.startsWith('.')) return;
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
    out.push({ spec, target: rel(path.resolve(path.dirname(file), spec)), typeOnly, line });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const c = node.importClause;
      const typeOnly =
        Boolean(c?.isTypeOnly) ||
        Boolean(
          c &&
          !c.name &&
          c.namedBindings &&
          ts.isNamedImports(c.namedBindings) &&
          c.namedBindings.elements.length > 0 &&
          c.namedBindings.elements.every((e) => e.isTypeOnly),
        );
      add(node, node.moduleSpecifier.text, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node, node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg)) add(node, arg.text, false);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const describe = (part) => (part.name === 'main' || part.name === 'app' ? `${part.side} ${part.name}` : `${part.side} part ${part.name}`);

export function check(dirs = ['server/src', 'web/src']) {
  const problems = [];
  const graph = new Map(); // file → value-imported files (type-only imports are erased and cannot form a runtime cycle)
  for (const dir of dirs) {
    for (const abs of walk(path.join(root, dir))) {
      const from = rel(abs);
      const fromPart = partOf(from);
      const edges = [];
      if (/^server\/src\/modules\/[^/]+\/index\.ts$/.test(from))
        for (const r of repositoryNamesOffered(from))
          problems.push(`${from}:${r.line}: the entry file offers the repository function ${r.name} of ${r.origin}; offer an operation`);
      for (const imp of importsOf(abs)) {
        if (!imp.typeOnly) edges.push(imp.target);
        const toPart = partOf(imp.target);
        if (!fromPart || !toPart || fromPart.side !== toPart.side) continue;
        const where = `${from}:${imp.line}`;
        if (fromPart.name === 'app-context') {
          if (!imp.typeOnly) problems.push(`${where}: app-context.ts imports types only (${imp.spec})`);
          continue;
        }
        if (fromPart.name === toPart.name) continue;
        if (fromPart.layer < 0) problems.push(`${where}: ${describe(fromPart)} has no place in the module order`);
        else if (toPart.layer < 0 && toPart.name !== 'app-context')
          problems.push(`${where}: ${describe(toPart)} has no place in the module order`);
        else if (toPart.layer >= fromPart.layer)
          problems.push(
            `${where}: ${describe(fromPart)} imports ${describe(toPart)} (${imp.spec}), which is ${toPart.layer === fromPart.layer ? 'its peer' : 'above it'} in the module order of docs/architecture.md`,
          );
        if (withEntryFile.has(`${toPart.side}:${toPart.name}`) && !/\/index\.tsx?$/.test(imp.target))
          problems.push(`${where}: import ${toPart.name} through its entry file index.ts, not ${imp.spec}`);
        if (fromPart.side === 'server')
          for (const r of repositoryNamesImported(from, imp.target).filter((r) => r.line === imp.line))
            problems.push(
              `${where}: ${describe(fromPart)} imports the repository function ${r.name} of ${r.origin}; call an operation of ${toPart.name}`,
            );
      }
      graph.set(from, edges);
    }
  }
  for (const cycle of cyclesOf(graph)) problems.push(`import cycle: ${cycle.join(' → ')} → ${cycle[0]}`);
  return problems;
}

/** Strongly connected components of more than one file (or a file importing itself), each as one cycle through it. */
function cyclesOf(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const strong = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(pathThrough(graph, new Set(component), v));
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strong(v);
  return found;
}

/** One cycle from start back to it inside a component (breadth-first, so the shortest). */
function pathThrough(graph, component, start) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (w === start) {
        const cycle = [];
        for (let u = v; u !== null; u = prev.get(u)) cycle.unshift(u);
        return cycle;
      }
      if (component.has(w) && !prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const problems = check();
  for (const p of problems) console.error(p);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(`module order: ${problems.length} problem(s) (${took} s); the order is in docs/architecture.md`);
    process.exit(1);
  }
  console.log(`module order: no import against the order, no cycle (${took} s)`);
}
