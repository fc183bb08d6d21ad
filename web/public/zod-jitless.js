// Zod compiles object parsers with new Function() when it can, probing for that as each object schema is built. The
// app's Content-Security-Policy (script-src 'self', no eval) refuses the probe and reports a violation, so zod is told
// to parse without it. A classic script runs before the app's modules, so this is set before any schema exists.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
