// The chunks of the sign-in path (issue 37 item 16): left to itself the bundler splits the way from /login to the
// audits list into about 120 small shared chunks, and a phone on a slow link fetches them in about 20 round trips.
// Here most of that path becomes three chunks: `signed-in` (the signed-in shell and its layout, which every signed-in
// page loads), `sign-in` (the login page's own code) and `signed-in-shared` (what both load). One for the audits page's
// own code broke that page (a cycle with the automatic chunks), so it keeps its automatic chunks.
// What each page loads is read from a first build with the bundler's own splitting (`firstPass`), after tree-shaking:
// following imports in the module graph instead would go through package index files (`@mantine/core` re-exports all
// of Mantine) and count every component as loaded by the landing page and by every page. Left where the bundler puts
// it: every module the landing page's first load (the entry and the landing page, by static imports) really holds, so
// that page loads exactly what it loaded before and never one of these chunks (the plugin's check fails the build
// otherwise). Only static imports are followed: what pages import lazily (maps, PDFs, the editor, charts) stays off the path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The chunk of the login page's own code (login-page.mjs finds it in the manifest by this name). */
export const SIGN_IN_CHUNK = 'sign-in';
/** The chunk of the signed-in shell (login-page.mjs preloads it on /login). */
export const SHELL_CHUNK = 'signed-in';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (file) => path.join(web, 'src', file);

const LANDING = at('features/landing/landing-page.tsx');
const SHELL = at('app/signed-in-routes.tsx');
const LOGIN = at('features/auth/login-page.tsx');
/** Set in the first build, which must keep the bundler's own splitting. */
const FIRST_PASS = 'AQUARISK_SIGN_IN_CHUNKS_FIRST_PASS';

/** What each entry of a build loads: its chunk and the chunks those import statically, as module ids. */
function loads(chunks) {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const reach = (start) => {
    const seen = new Set();
    const todo = [...start];
    while (todo.length) {
      const c = todo.pop();
      if (seen.has(c)) continue;
      seen.add(c);
      todo.push(...c.imports.map((f) => byFile.get(f)).filter(Boolean));
    }
    return new Set([...seen].flatMap((c) => c.moduleIds));
  };
  const firstLoad = reach(chunks.filter((c) => c.isEntry || c.facadeModuleId === LANDING));
  const byRoot = new Map(chunks.filter((c) => c.facadeModuleId && c.isDynamicEntry).map((c) => [c.facadeModuleId, reach([c])]));
  return { firstLoad, byRoot };
}

/**
 * Module id → chunk name, for the modules of the sign-in path that the landing page's first load does not hold:
 * `sign-in` what the login page loads and no other page, `signed-in-shared` what both the login page and the shell load
 * (so the login page shows without waiting for the whole shell), `signed-in` the rest of the shell. A chunk only imports
 * the ones before it in that order (and the first load's), so the chunks form no cycle.
 */
function chunkNames({ firstLoad, byRoot }) {
  const reach = (root) => {
    if (!byRoot.has(root)) throw new Error(`sign-in chunks: ${root} is not a chunk of its own in the first build`);
    return byRoot.get(root);
  };
  const [login, shell] = [reach(LOGIN), reach(SHELL)];
  const others = [...byRoot].filter(([root]) => root !== LOGIN).map(([, modules]) => modules);
  const names = new Map();
  for (const m of login) {
    if (firstLoad.has(m)) continue;
    if (shell.has(m)) names.set(m, 'signed-in-shared');
    else if (others.every((modules) => !modules.has(m))) names.set(m, SIGN_IN_CHUNK);
  }
  for (const m of shell) if (!firstLoad.has(m) && !names.has(m)) names.set(m, SHELL_CHUNK);
  return names;
}

/**
 * The first build, with the bundler's own splitting and nothing written: what the landing page's first load and each
 * page really hold.
 */
async function firstPass() {
  const { build } = await import('vite');
  process.env[FIRST_PASS] = '1';
  try {
    const out = await build({
      root: web,
      logLevel: 'warn',
      build: { write: false, minify: false, sourcemap: false, manifest: false, copyPublicDir: false, emptyOutDir: false },
    });
    return loads((Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c) => c.type === 'chunk'));
  } finally {
    delete process.env[FIRST_PASS];
  }
}

/**
 * The rolldown `codeSplitting` option that makes the three chunks, and the plugin that runs the first build before the
 * client build (not in the prerender's SSR build, not in tests, not in the first build itself) and fails the build if
 * the landing page's first load then holds a module it did not hold in the first build.
 */
export function signInChunks() {
  let first = null;
  let names = new Map();
  return {
    codeSplitting: {
      groups: [
        {
          debugName: 'sign-in path',
          name: (id) => names.get(id) ?? null,
          // a group must not pull in modules it did not name (the entry's, the landing page's own)
          includeDependenciesRecursively: false,
        },
      ],
    },
    plugin: {
      name: 'aquarisk:sign-in-chunks',
      apply: (config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild && !config.build?.ssr && !process.env[FIRST_PASS],
      async buildStart() {
        first = await firstPass();
        names = chunkNames(first);
      },
      generateBundle(_options, bundle) {
        const { firstLoad } = loads(Object.values(bundle).filter((c) => c.type === 'chunk'));
        const added = [...firstLoad].filter((m) => !first.firstLoad.has(m));
        if (added.length) throw new Error(`sign-in chunks: the landing page's first load gained ${added.slice(0, 5).join(', ')}`);
      },
    },
  };
}
