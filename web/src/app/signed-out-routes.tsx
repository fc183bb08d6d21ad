import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoadingState } from '../components/loading-state.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { pages } from './pages.ts';

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
          <Route path="/login" element={<pages.Login />} />
          <Route path="/forgotpassword" element={<pages.ForgotPassword />} />
          <Route path="/reset/:guid" element={<pages.ResetPassword />} />
          <Route path="/sso/callback" element={<pages.SsoCallback />} />
          <Route path="*" element={<pages.Login />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
