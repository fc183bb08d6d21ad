import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { signInLanding } from '../lib/sign-in-target.ts';
import { AppLayout } from '../components/layout/app-layout.tsx';
import { LoadingState } from '../components/loading-state.tsx';
import { RouteErrorBoundary } from '../components/route-error-boundary.tsx';
import { pages } from './pages.ts';
import { AuditRoute } from './audit-route.tsx';
import { RequireCapability } from './require-capability.tsx';
import { OfflineSync } from './offline-sync.tsx';
import { SessionSync } from './session-sync.tsx';

/** /login once signed in: back to where the user was sent from, or home. */
function ReturnAfterSignIn() {
  const to = signInLanding(useLocation());
  return <Navigate to={`${to.pathname}${to.search}${to.hash}`} replace />;
}

/** Signed in (docs/requirements.md#core-2): the screens inside the navigation frame; documents open bare, in their own tab. */
export function SignedInRoutes() {
  const { pathname } = useLocation();
  return (
    <>
      <SessionSync />
      <OfflineSync />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<LoadingState variant="spinner" />}>
          <Routes>
            <Route path="/login" element={<ReturnAfterSignIn />} />
            {/* A single sign-on just completed: home, in the company the session chose. */}
            <Route path="/sso/callback" element={<Navigate to="/" replace />} />
            <Route path="/forgotpassword" element={<pages.ForgotPassword />} />
            <Route path="/reset/:guid" element={<pages.ResetPassword />} />
            <Route path="/summary/:surveyId" element={<pages.Summary />} />
            <Route path="/report/:surveyId" element={<pages.Report />} />
            <Route path="/actions-report/:surveyExtId" element={<pages.ActionsReport />} />
            <Route element={<RequireCapability capability="manageTemplates" />}>
              <Route path="/template-pdf/:templateId" element={<pages.TemplatePdf />} />
            </Route>
            <Route element={<AppLayout />}>
              <Route index element={<pages.Audits />} />
              <Route path="audits" element={<pages.Audits />} />
              <Route element={<RequireCapability capability="launchAudit" />}>
                <Route path="audits/new" element={<pages.LaunchAudit />} />
              </Route>
              <Route path="audit/:surveyType/:surveyExtId" element={<AuditRoute />} />
              <Route path="audits/:surveyExtId/compare/:otherExtId" element={<pages.CompareAudits />} />
              <Route path="account" element={<pages.Account />} />
              <Route path="actions" element={<pages.Actions />} />
              <Route path="actions/:surveyExtId/:actionExtId" element={<pages.ActionLink />} />
              <Route path="intelligence" element={<pages.Intelligence />} />
              <Route path="portfolio" element={<pages.Portfolio />} />
              <Route element={<RequireCapability capability="manageTemplates" />}>
                <Route path="templates" element={<pages.Templates />} />
                <Route path="templates/new" element={<pages.TemplateEditor />} />
                <Route path="templates/:templateId" element={<pages.TemplateEditor />} />
              </Route>
              <Route element={<RequireCapability capability="readActivityLog" />}>
                <Route path="activity-log" element={<pages.ActivityLog />} />
              </Route>
              <Route element={<RequireCapability capability="manageCompanies" />}>
                <Route path="companies" element={<pages.Company />} />
                <Route path="companies/new" element={<pages.Company />} />
              </Route>
              <Route path="companies/:companyId" element={<pages.Company />} />
              <Route path="companies/:companyId/farms" element={<pages.Farms />} />
              <Route path="companies/:companyId/farms/:farmId" element={<pages.FarmForm />} />
              <Route path="companies/:companyId/farms/:farmId/users" element={<pages.FarmUsers />} />
              <Route path="companies/:companyId/users" element={<pages.Users />} />
              <Route path="companies/:companyId/users/:userId" element={<pages.UserForm />} />
              <Route element={<RequireCapability capability="configureSso" />}>
                <Route path="companies/:companyId/sso" element={<pages.SsoSettings />} />
              </Route>
              <Route element={<RequireCapability capability="manageWebhooks" />}>
                <Route path="companies/:companyId/webhooks" element={<pages.Webhooks />} />
              </Route>
              <Route path="*" element={<pages.NotFound />} />
            </Route>
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </>
  );
}
