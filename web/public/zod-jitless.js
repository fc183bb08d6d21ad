// Zod compiles object parsers with new Function() when it can, probing for that as each object schema is built. The
// app's Content-Security-Policy (script-src 'self', no eval) refuses the probe and reports a violation, so zod is told
// to parse without it. A deferred classic script placed before the app's module script runs before it (scripts that wait for the
// document run in document order), so this is set before any schema exists, without holding up the first paint.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
