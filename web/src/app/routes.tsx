import { Suspense } from 'react';
import { LoadingState } from '../components/loading-state.tsx';
import { isSignedIn, useSession } from '../lib/use-session.ts';
import { SessionExpiry } from './session-expiry.tsx';
import { SignedInRoutes } from './signed-in-chunk.ts';
import { SignedOutRoutes } from './signed-out-routes.tsx';

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
