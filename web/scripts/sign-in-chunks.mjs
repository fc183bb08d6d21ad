// The chunks of the sign-in path (issue 37 item 16): left to itself the bundler splits the way from /login to the
// audits list into about 120 small shared chunks, and a phone on a slow link fetches them in about 20 round trips.
// Here the code of that path becomes two chunks: `sign-in` (the login page and what it imports) and `signed-in` (the
// signed-in shell, its layout and the audits page). Left where the bundler puts it: every module the entry or the
// landing page reaches by static imports (through package index files that is most of Mantine, so its components
// stay in shared chunks), so the landing page loads exactly what it loaded before and never one of the two chunks.
// Only static imports are followed: what pages import lazily (maps, PDFs, the editor, charts) stays off the path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const at = (file) => path.join(src, file);

const ENTRY = at('main.tsx');
const LANDING = at('features/landing/landing-page.tsx');
const SIGN_IN = [at('features/auth/login-page.tsx')];
const SIGNED_IN = [at('app/signed-in-routes.tsx'), at('features/audits/audits-page.tsx')];

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
  for (const m of staticClosure(SIGN_IN, info)) if (!first.has(m)) names.set(m, 'sign-in');
  for (const m of staticClosure(SIGNED_IN, info)) if (!first.has(m) && !names.has(m)) names.set(m, 'signed-in');
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
