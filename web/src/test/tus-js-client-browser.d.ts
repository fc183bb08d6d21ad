// tus-js-client's browser build, which the app's bundle resolves (package.json "browser"); Vitest resolves its Node
// build, so tests that upload through it mock 'tus-js-client' with this one.
declare module 'tus-js-client/lib.esm/browser/index.js' {
  export * from 'tus-js-client';
}
