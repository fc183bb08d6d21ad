import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { startServiceWorker } from './lib/service-worker.ts';
import { session } from './lib/session.ts';
import { isSignedIn } from './lib/use-session.ts';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** The app's whole stylesheet, which the prerendered landing page (scripts/prerender-landing.mjs) loads without blocking. */
async function applyDeferredStyles() {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-deferred-css]')];
  for (const link of links) link.media = 'all';
  await Promise.all(
    links
      .filter((link) => !link.sheet)
      .map(
        (link) =>
          new Promise((done) => {
            // a stylesheet that fails to load must not keep the app from starting
            link.addEventListener('load', done, { once: true });
            link.addEventListener('error', done, { once: true });
          }),
      ),
  );
}

// Both renders are transitions, so React renders in slices and yields to the browser between them (issue 25 item 5).
if (container.hasAttribute('data-prerendered') && window.location.pathname === '/' && !isSignedIn(session.get())) {
  // The landing page is already on screen: the app takes it over where it stands.
  void applyDeferredStyles();
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  // Signed in at `/` (the markup was hidden before it painted), or any other page: render from nothing, once styled.
  if (container.hasAttribute('data-prerendered')) document.head.querySelector('title[data-prerendered]')?.remove();
  container.removeAttribute('data-prerendered');
  container.replaceChildren();
  void applyDeferredStyles().then(() => startTransition(() => createRoot(container).render(app)));
}

// The installable app's worker (issue 27 item 1): after the page has loaded, for a signed-in session; never in `vite dev`.
if (import.meta.env.PROD) startServiceWorker();
