// Vite and Vitest read the contract's and the reports' TypeScript sources directly (the "source" export condition of
// their package.json, as tsc and tsx do); the compiled dist/ is for the production server only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractSrc = path.join(root, 'contract/src');
const reportsSrc = path.join(root, 'reports/src');

export const contractSourceAlias = [
  { find: /^@aquarisk\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` },
  // reports' entries are .ts or .tsx: Vite tries both
  { find: /^@aquarisk\/reports\/pdf-tools$/, replacement: `${reportsSrc}/test/pdf-tools.ts` },
  { find: /^@aquarisk\/reports\/(.*)$/, replacement: `${reportsSrc}/$1` },
];
