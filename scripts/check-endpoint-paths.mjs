// Each endpoint is declared once, in contract/src/endpoints/ (docs/architecture.md "Endpoints"): this check fails
// `npm run lint` on an API path written anywhere else, on a route registered by hand instead of through
// server/src/lib/endpoint-route.ts, on a request sent around the web's API client, and on an `as` cast of an answer
// body in the web or e2e. Test files of the server and the web check the wire with literal paths and are left out;
// e2e journeys are not. Prints each violation and exits 1 on any.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'server/src', 'web/src', 'e2e'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && fs.existsSync(path.join(root, f)));

/** Server and web test code checks the wire with literal paths; e2e journeys call through the contract. */
const isWireTest = (f) =>
  /^(server|web)\//.test(f) && (/\.test\.tsx?$/.test(f) || /^web\/src\/test\//.test(f) || /-test-[a-z-]+\.tsx?$/.test(f));
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'all', 'route']);
/** The one place a route is registered, and the two places a request leaves the web app. */
const ROUTE_REGISTRAR = 'server/src/lib/endpoint-route.ts';
const WEB_SENDERS = new Set(['web/src/lib/api-client.ts', 'web/src/lib/upload-request.ts']);

const problems = [];
const textOf = (node) =>
  ts.isStringLiteralLike(node)
    ? node.text
    : ts.isTemplateExpression(node)
      ? [node.head, ...node.templateSpans.map((s) => s.literal)].map((p) => p.text).join('${}')
      : null;
const unwrap = (node) => {
  let n = node;
  while (ts.isParenthesizedExpression(n) || ts.isAwaitExpression(n) || ts.isNonNullExpression(n)) n = n.expression;
  return n;
};
const isJsonBody = (node) => {
  const n = unwrap(node);
  return ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'json';
};

for (const file of files) {
  if (isWireTest(file)) continue;
  const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
  const report = (node, what) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${file}:${line + 1}: ${what}`);
  };
  const visit = (node) => {
    const text = textOf(node);
    if (text !== null && /\bapi\/v1\b/.test(text)) report(node, `API path written outside the contract's endpoint declarations: '${text}'`);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const verb = node.expression.name.text;
      const first = node.arguments[0];
      if (file.startsWith('server/') && file !== ROUTE_REGISTRAR && VERBS.has(verb) && first) {
        const url = ts.isObjectLiteralExpression(first)
          ? first.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === 'url')?.initializer
          : first;
        const t = url ? textOf(url) : null;
        if (t !== null && t.startsWith('/'))
          report(node, `route registered by hand ('${t}'): declare it in contract/src/endpoints and register it with route()`);
      }
    }
    if (file.startsWith('web/') && !WEB_SENDERS.has(file)) {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'fetch')
        report(node, 'fetch() outside the API client: use callApi(endpoint, ...)');
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'XMLHttpRequest')
        report(node, 'XMLHttpRequest outside upload-request.ts');
      if (ts.isIdentifier(node) && node.text === 'apiRequest')
        report(node, 'apiRequest(path) outside the API client: use callApi(endpoint, ...)');
    }
    if (
      (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
      isJsonBody(node.expression) &&
      !/^(unknown|any)$/.test(node.type.getText(source))
    ) {
      report(node, 'an answer body cast with `as`: parse it through its endpoint (callApi) or a contract schema');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

if (problems.length) {
  console.error(`Endpoint paths (docs/architecture.md "Endpoints"): ${problems.length} problem(s)\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`Endpoint paths: ${files.length} files, every API path comes from the contract.`);
