import { Suspense } from 'react';
import { LoadingState } from '../components/loading-state.tsx';
import { isSignedIn, useSession } from '../lib/use-session.ts';
import { lazyPage } from './lazy-page.ts';
import { SessionExpiry } from './session-expiry.tsx';
import { SignedOutRoutes } from './signed-out-routes.tsx';

/** The signed-in app (navigation, menus, pages) is its own chunk: a landing-page visitor never downloads it. */
const SignedInRoutes = lazyPage(() => import('./signed-in-routes.tsx'), 'SignedInRoutes');

/** Two route tables: the session decides which one applies, so signing in or out switches at once. */
export function AppRoutes() {
  const signedIn = isSignedIn(useSession());
  return (
    <>
      <SessionExpiry />
      {signedIn ? (
        <Suspense fallback={<LoadingState variant="spinner" />}>
          <SignedInRoutes />
        </Suspense>
      ) : (
        <SignedOutRoutes />
      )}
    </>
  );
}
