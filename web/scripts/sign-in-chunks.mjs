// The chunks of the sign-in path (issue 37 item 16): left to itself the bundler splits the way from /login to the
// audits list into about 120 small shared chunks, and a phone on a slow link fetches them in about 20 round trips.
// Here most of that path becomes two chunks: `signed-in` (the signed-in shell and its layout, which every signed-in
// page loads) and `sign-in` (the login page's own code). A third for the audits page's own code broke that page (a
// cycle with the automatic chunks), so it keeps its automatic chunks. Left where the bundler puts it: every module the
// entry or the landing page reaches by static imports (through package index files that is most of Mantine, so its components
// stay in shared chunks), so the landing page loads exactly what it loaded before and never one of the two chunks.
// Only static imports are followed: what pages import lazily (maps, PDFs, the editor, charts) stays off the path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const at = (file) => path.join(src, file);

const ENTRY = at('main.tsx');
const LANDING = at('features/landing/landing-page.tsx');
/**
 * The shell first: it takes every module of its reach, since every signed-in page loads it. The login page then takes
 * itself and only modules no code outside their own reach imports, so that no other page loads it.
 */
const CHUNKS = [
  { name: 'signed-in', root: at('app/signed-in-routes.tsx'), private: false },
  { name: 'sign-in', root: at('features/auth/login-page.tsx'), private: true },
];

/** Every module the roots import statically, the roots included. */
function staticClosure(roots, info) {
  const seen = new Set();
  const todo = [...roots];
  while (todo.length) {
    const id = todo.pop();
    if (seen.has(id)) continue;
    seen.add(id);
    todo.push(...(info(id)?.importedIds ?? []));
  }
  return seen;
}

/** Module id → chunk name, for the modules of the sign-in path that the first load does not reach. */
function chunkNames(info) {
  const first = staticClosure([ENTRY, LANDING], info);
  const names = new Map();
  for (const chunk of CHUNKS) {
    const reach = staticClosure([chunk.root], info);
    const own = (m) => [...(info(m)?.importers ?? []), ...(info(m)?.dynamicImporters ?? [])].every((i) => reach.has(i));
    for (const m of reach) if (!first.has(m) && !names.has(m) && (!chunk.private || m === chunk.root || own(m))) names.set(m, chunk.name);
  }
  return names;
}

/** The rolldown `codeSplitting` option that makes the two chunks. */
export function signInChunks() {
  /** computed once per build, from the module graph */
  let names;
  return {
    groups: [
      {
        debugName: 'sign-in path',
        name(id, ctx) {
          names ??= chunkNames((m) => ctx.getModuleInfo(m));
          return names.get(id) ?? null;
        },
        // a group must not pull in modules it did not name (the entry's, the landing page's own)
        includeDependenciesRecursively: false,
      },
    ],
  };
}
