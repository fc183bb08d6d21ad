import { Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '../components/loading-state.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { loadAuditsPrefetch, registerLandingPrefetch } from './landing-prefetch.ts';
import { pages } from './pages.ts';
import { SignedInRoutes } from './signed-in-chunk.ts';

/**
 * Shown with the sign-in page, once it is on screen: fetches what signing in needs next while the user types (issue 37
 * item 16: on a slow link these would otherwise load one after the other after the click): the token endpoint's
 * declaration (lib/api-client.ts loads it on first use), the signed-in app and the audits list, where signing in leads,
 * with the prefetch of its data that signing in starts (app/landing-prefetch.ts).
 * Not on the landing page, whose first load stays its own; only in the built app (in `vite dev` and the unit tests
 * modules are compiled when first imported).
 */
function PreloadSignedIn() {
  useEffect(() => {
    if (!import.meta.env.PROD) return;
    import('@aquarisk/contract/endpoints/auth.endpoints').catch(() => undefined);
    SignedInRoutes.preload();
    pages.Audits.preload();
    loadAuditsPrefetch().catch(() => undefined);
  }, []);
  return null;
}

registerLandingPrefetch();

/** The sign-in page with its preload, in one Suspense boundary: the preload starts when the page has loaded. */
const login = (
  <>
    <pages.Login />
    <PreloadSignedIn />
  </>
);

/**
 * Signed out (docs/requirements.md#core-2): the landing page at /, the sign-in and password pages, and the sign-in page on any other
 * path, which stays in the address bar so the user lands there once signed in.
 */
export function SignedOutRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<LoadingState variant="spinner" />}>
        <Routes>
          <Route path="/" element={<pages.Landing />} />
          <Route path="/login" element={login} />
          <Route path="/forgotpassword" element={<pages.ForgotPassword />} />
          <Route path="/reset/:guid" element={<pages.ResetPassword />} />
          <Route path="/sso/callback" element={<pages.SsoCallback />} />
          <Route path="*" element={login} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
