import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { SESSION_STORAGE_KEY } from './lib/session.ts';
import { App } from './app/app.tsx';

const landing = (
  <StrictMode>
    <App location="/" />
  </StrictMode>
);

/**
 * The landing page as HTML, rendered at build time (scripts/prerender-landing.mjs) for a visitor who is not signed in:
 * the app's own tree at `/`, so main.tsx hydrates it instead of painting from nothing. The first pass waits for every
 * lazy part (page and form chunks); the second renders the now-loaded tree in one piece, without the streaming
 * renderer's inline scripts.
 */
export async function renderLanding(): Promise<string> {
  const { prelude } = await prerenderToNodeStream(landing);
  for await (const _chunk of prelude) {
    /* drained: only the loading mattered */
  }
  return renderToString(landing);
}

/**
 * The prerendered page's first script (inline in <head>, allowed by its hash in the page's Content-Security-Policy):
 * a signed-in user opening `/` gets the audits list, so the landing markup is hidden before it can paint
 * (isSignedIn: tokens and the user record). main.tsx then renders the app in its place.
 */
export const signedInGateScript = `try{var s=JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)})||"null");if(s&&s.tokens&&s.user)document.documentElement.setAttribute("data-signed-in","")}catch(e){}`;

/** Hides the prerendered landing page once the script above has found a session. */
export const signedInGateStyle = 'html[data-signed-in] #root[data-prerendered]{display:none}';
