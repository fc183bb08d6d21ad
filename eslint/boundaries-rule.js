// The layout rules of docs/conventions.md as one lint rule: which part of the code may import which.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** The area a repository path belongs to, for the import rules below. */
function areaOf(p) {
  let m = /^web\/src\/features\/([^/]+)\//.exec(p);
  if (m) return { kind: 'web-feature', name: m[1] };
  if (/^web\/src\/app\//.test(p)) return { kind: 'web-app' };
  if (/^web\/src\//.test(p)) return { kind: 'web-shared' };
  if (/^web\//.test(p)) return { kind: 'web-other' };
  if (/^server\/src\/db\//.test(p)) return { kind: 'server-db' };
  m = /^server\/src\/modules\/([^/]+)\//.exec(p);
  if (m) return { kind: 'server-module', name: m[1] };
  if (/^server\//.test(p)) return { kind: 'server' };
  if (/^contract\//.test(p)) return { kind: 'contract' };
  if (/^reports\//.test(p)) return { kind: 'reports' };
  if (/^e2e\//.test(p)) return { kind: 'e2e' };
  return { kind: 'other' };
}

const isTest = (p) => /\.test\.tsx?$/.test(p) || /^server\/(test|bench)\//.test(p) || /^web\/src\/test\//.test(p);

/** The package an import names (`@aquarisk/contract/…` → contract), or the file a relative import resolves to. */
function target(fromFile, source) {
  const pkg = /^@aquarisk\/([^/]+)/.exec(source);
  if (pkg) return { pkg: pkg[1] };
  if (source.startsWith('.')) return { file: rel(path.resolve(path.dirname(fromFile), source)) };
  return { external: source };
}

function violation(from, source, fromFile) {
  const t = target(fromFile, source);
  if (t.external === 'kysely' || t.external?.startsWith('kysely/')) {
    const allowed = /\.repository\.ts$/.test(from) || /^server\/src\/db\//.test(from) || isTest(from);
    return allowed ? null : 'only repositories and server/src/db import Kysely';
  }
  const a = areaOf(from);
  if (t.pkg) {
    if (a.kind === 'contract' && t.pkg !== 'contract') return 'the contract depends on nothing of ours';
    if (a.kind === 'reports' && !['contract', 'reports'].includes(t.pkg)) return 'reports depend only on the contract';
    if (a.kind.startsWith('web') && t.pkg === 'server') return 'the web never imports the server';
    if (a.kind.startsWith('server') && t.pkg === 'web') return 'the server never imports the web';
    return null;
  }
  if (!t.file) return null;
  const b = areaOf(t.file);
  if (a.kind === 'web-feature' && b.kind === 'web-feature' && a.name !== b.name)
    return `feature ${a.name} imports feature ${b.name}: move the shared piece to components/ or lib/`;
  if (a.kind === 'web-shared' && b.kind === 'web-feature' && !isTest(from))
    return 'shared web code (components/, lib/) never imports a feature';
  if (a.kind === 'server-db' && b.kind === 'server-module' && !isTest(from)) return 'server/src/db never imports a module';
  if (a.kind === 'contract' && b.kind !== 'contract') return 'the contract depends on nothing of ours';
  if (a.kind.startsWith('web') && b.kind.startsWith('server')) return 'the web never imports the server';
  if (a.kind.startsWith('server') && b.kind.startsWith('web')) return 'the server never imports the web';
  return null;
}

export const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'import boundaries of docs/conventions.md' },
    schema: [],
    messages: { crossed: '{{why}} ({{source}})' },
  },
  create(context) {
    const from = rel(context.filename);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const why = violation(from, source, context.filename);
      if (why) context.report({ node, messageId: 'crossed', data: { why, source } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

export default { rules: { boundaries } };
