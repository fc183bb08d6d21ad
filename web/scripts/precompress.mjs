// After `vite build`: writes a brotli (.br) and a gzip (.gz) copy next to every text asset of web/dist over 1 KB,
// so the server sends them pre-compressed (@fastify/static `preCompressed`) instead of compressing per request.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// .pbf: the offline map's vector tiles (scripts/coastline), binary but about half their size gzipped. .ttf: the PDF
// fonts (2 MB raw) that every report drawn in the browser fetches: brotli at quality 11 here, not 4 per request.
const TEXT = /\.(js|mjs|css|html|svg|json|txt|webmanifest|pbf|ttf)$/;

let files = 0;
let before = 0;
let after = 0;
const walk = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (TEXT.test(entry.name) && fs.statSync(full).size > 1024) {
      const raw = fs.readFileSync(full);
      const br = zlib.brotliCompressSync(raw, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, zlib.gzipSync(raw, { level: 9 }));
      files += 1;
      before += raw.length;
      after += br.length;
    }
  }
};
walk(dist);
console.log(`precompressed ${files} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB brotli`);
