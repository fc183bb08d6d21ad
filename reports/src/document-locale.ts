interface BrowserGlobals {
  document?: unknown;
  navigator?: { language?: string; languages?: readonly string[] };
}

/**
 * The locale a document prints its dates in (issue 21: the user's locale, one date style): the viewer's language
 * when the document is drawn in the browser, as every report, summary and form in the app is; en-GB ('14 May 2026',
 * never ambiguous) when the server draws it for an API download, which knows no user's locale (Node 21+ has a
 * navigator too, whose language is only the server's default, so a document object is what marks a browser).
 */
export function documentLocale(): string {
  const g = globalThis as BrowserGlobals;
  if (g.document === undefined || !g.navigator) return 'en-GB';
  return g.navigator.languages?.[0] ?? g.navigator.language ?? 'en-GB';
}
