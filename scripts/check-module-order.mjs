// The module order of docs/architecture.md, checked over the TypeScript import graph of server/src and web/src:
// a part imports only parts of lower layers, a module with an entry file is imported only through it, no server part
// takes another's repository functions but the access scopes (repository-imports.mjs), and no file of server/src,
// web/src or contract/src takes part in an import cycle, type-only imports included. The doc's order must equal the
// lists below (checkArchitectureDoc). Run by `npm run lint`; prints each violation and exits 1 on any.
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
  ['rate-limit', 'jobs'],
  ['mail', 'app-services'],
  ['app-context'],
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

export function check(dirs = ['server/src', 'web/src', 'contract/src']) {
  const problems = [];
  const graph = new Map(); // file → imported files, type-only imports included: a type circle ties files together too
  for (const dir of dirs) {
    for (const abs of walk(path.join(root, dir))) {
      const from = rel(abs);
      const fromPart = partOf(from);
      const edges = [];
      if (/^server\/src\/modules\/[^/]+\/index\.ts$/.test(from))
        for (const r of repositoryNamesOffered(from))
          problems.push(`${from}:${r.line}: the entry file offers the repository function ${r.name} of ${r.origin}; offer an operation`);
      for (const imp of importsOf(abs)) {
        edges.push(imp.target);
        const toPart = partOf(imp.target);
        if (!fromPart || !toPart || fromPart.side !== toPart.side) continue;
        const where = `${from}:${imp.line}`;
        if (fromPart.name === 'app-context' && !imp.typeOnly) problems.push(`${where}: app-context.ts imports types only (${imp.spec})`);
        if (fromPart.name === toPart.name) continue;
        if (fromPart.layer < 0) problems.push(`${where}: ${describe(fromPart)} has no place in the module order`);
        else if (toPart.layer < 0) problems.push(`${where}: ${describe(toPart)} has no place in the module order`);
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
  for (const { cycle, files } of cyclesOf(graph))
    problems.push(`import cycle (${files} files in one circle): ${cycle.join(' → ')} → ${cycle[0]}`);
  return problems;
}

/** Strongly connected components of more than one file (or a file importing itself): one cycle through each, and its size. */
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
      if (component.length > 1 || (graph.get(v) ?? []).includes(v))
        found.push({ cycle: pathThrough(graph, new Set(component), v), files: component.length });
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

// ── docs/architecture.md against the lists above (issue 38 item 5) ──────────────────────────────────────────────────
// The doc marks what it states with HTML comments: `<!-- lint: server order -->` and `<!-- lint: web order -->` before
// a code block of rows (top to bottom; a row is `name · name` then two spaces and any description; indented lines and
// ─── rules are prose), `<!-- lint: entry files -->` before a line naming the modules with an entry file in backticks,
// and `<!-- lint: drawn imports -->` before a code block of chains `a ─► b ─► c`, each arrow an import that exists.

/** The lines of the first code block after `marker`, or null when the doc lacks the marker. */
function markedBlock(doc, marker) {
  const at = doc.indexOf(`<!-- lint: ${marker} -->`);
  if (at < 0) return null;
  const open = doc.indexOf('```\n', at);
  const close = doc.indexOf('\n```', open + 4);
  return doc.slice(open + 4, close).split('\n');
}

/** The rows of an order block: each row's names, top to bottom. */
const orderRows = (lines) =>
  lines
    .filter((l) => /^ ?[a-z]/.test(l))
    .map((l) =>
      l
        .trim()
        .split(/\s{2,}/)[0]
        .split(' · ')
        .map((n) => n.trim()),
    );

const sameRows = (a, b) => a.length === b.length && a.every((row, i) => [...row].sort().join() === [...b[i]].sort().join());
const showRows = (rows) => rows.map((r) => r.join(' · ')).join(' / ');

/** Which parts import which in server/src (type-only imports included), from the same parts the order checks. */
function serverPartImports() {
  const edges = new Set();
  for (const abs of walk(path.join(root, 'server/src'))) {
    const from = partOf(rel(abs));
    if (!from) continue;
    for (const imp of importsOf(abs)) {
      const to = partOf(imp.target);
      if (to && to.side === 'server' && to.name !== from.name) edges.add(`${from.name}→${to.name}`);
    }
  }
  return edges;
}

export function checkArchitectureDoc(docPath = 'docs/architecture.md') {
  const doc = fs.readFileSync(path.join(root, docPath), 'utf8');
  const problems = [];
  const missing = (marker) => problems.push(`${docPath}: the marker <!-- lint: ${marker} --> is missing`);
  for (const [marker, layers] of [
    ['server order', serverLayers],
    ['web order', webLayers],
  ]) {
    const lines = markedBlock(doc, marker);
    if (!lines) missing(marker);
    else if (!sameRows(orderRows(lines), [...layers].reverse()))
      problems.push(
        `${docPath}: its ${marker} (${showRows(orderRows(lines))}) differs from the list in scripts/check-module-order.mjs (${showRows([...layers].reverse())})`,
      );
  }
  const entryAt = doc.indexOf('<!-- lint: entry files -->');
  if (entryAt < 0) missing('entry files');
  else {
    const line = doc.slice(entryAt).split('\n')[1] ?? '';
    const named = [...line.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
    const listed = [...withEntryFile].map((m) => m.replace(/^server:/, ''));
    const withIndex = fs
      .readdirSync(path.join(root, 'server/src/modules'))
      .filter((m) => fs.existsSync(path.join(root, 'server/src/modules', m, 'index.ts')));
    if (named.sort().join() !== listed.sort().join())
      problems.push(`${docPath}: its entry files (${named.join(', ')}) differ from withEntryFile (${listed.join(', ')})`);
    if (withIndex.sort().join() !== listed.sort().join())
      problems.push(
        `scripts/check-module-order.mjs: withEntryFile (${listed.join(', ')}) differs from the modules with an index.ts (${withIndex.join(', ')})`,
      );
  }
  const drawn = markedBlock(doc, 'drawn imports');
  if (!drawn) missing('drawn imports');
  else {
    const real = serverPartImports();
    for (const line of drawn.filter((l) => l.includes('─►'))) {
      const chain = line.split('─►').map((n) => n.trim());
      for (let i = 1; i < chain.length; i++)
        if (!real.has(`${chain[i - 1]}→${chain[i]}`))
          problems.push(`${docPath}: draws ${chain[i - 1]} ─► ${chain[i]}, an import that does not exist`);
    }
  }
  return problems;
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Every `](#anchor)` link of a doc names one of its headings (the index of docs/decisions.md, issue 38 item 5). */
export function checkAnchors(docPath = 'docs/decisions.md') {
  const doc = fs.readFileSync(path.join(root, docPath), 'utf8');
  const headings = new Set([...doc.matchAll(/^#{1,6} (.+)$/gm)].map((m) => anchorOf(m[1])));
  return [...doc.matchAll(/\]\(#([^)]+)\)/g)]
    .filter((m) => !headings.has(m[1]))
    .map((m) => `${docPath}: the link #${m[1]} names no heading`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const problems = [...check(), ...checkArchitectureDoc(), ...checkAnchors()];
  for (const p of problems) console.error(p);
  const took = ((Date.now() - started) / 1000).toFixed(1);
  if (problems.length) {
    console.error(`module order: ${problems.length} problem(s) (${took} s); the order is in docs/architecture.md`);
    process.exit(1);
  }
  console.log(
    `module order: no import against the order, no cycle (type imports included), docs/architecture.md and the decisions index agree (${took} s)`,
  );
}
