// The render worker when the server runs from its TypeScript sources (Vitest, tsx): a worker thread starts without
// the parent's TypeScript loader, so it registers tsx itself before loading the worker's .ts module. The compiled
// server (node dist/main.js) loads dist/…/pdf-render.worker.js directly and never reads this file.
// The reports package's tsconfig is named because tsx applies one tsconfig (JSX as react-jsx) only to the files it
// includes; the cache is off because it served a transform made under another tsconfig (docs/decisions.md).
import { fileURLToPath } from 'node:url';

process.env.TSX_DISABLE_CACHE = '1';
const { register } = await import('tsx/esm/api');
const reportsSource = import.meta.resolve('@aquarisk/reports/render-node');
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', reportsSource)) });
const worker = await import('./pdf-render.worker.ts');

export default worker.default;
