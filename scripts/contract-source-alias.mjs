// Vite and Vitest read the contract's TypeScript sources directly (the "source" export condition of
// contract/package.json, as tsc and tsx do); the compiled dist/ is for the production server only.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const contractSrc = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../contract/src');

export const contractSourceAlias = [{ find: /^@aquarisk\/contract\/(.*)$/, replacement: `${contractSrc}/$1.ts` }];
