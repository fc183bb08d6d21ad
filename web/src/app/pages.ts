import { lazyPage } from './lazy-page.ts';

/** Every page is its own chunk, loaded when first shown. */
export const pages = {
  Landing: lazyPage(() => import('../features/landing/landing-page.tsx'), 'LandingPage'),
  Login: lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  ForgotPassword: lazyPage(() => import('../features/auth/forgot-password-page.tsx'), 'ForgotPasswordPage'),
  ResetPassword: lazyPage(() => import('../features/auth/reset-password-page.tsx'), 'ResetPasswordPage'),
  Audits: lazyPage(() => import('../features/audits/audits-page.tsx'), 'AuditsPage'),
  LaunchAudit: lazyPage(() => import('../features/audits/launch-audit-page.tsx'), 'LaunchAuditPage'),
  AuditQuestion: lazyPage(() => import('../features/audits/question-page.tsx'), 'AuditQuestionPage'),
  AuditResults: lazyPage(() => import('../features/results/results-page.tsx'), 'AuditResultsPage'),
  AuditUsers: lazyPage(() => import('../features/audit-users/audit-users-page.tsx'), 'AuditUsersPage'),
  Account: lazyPage(() => import('../features/account/account-page.tsx'), 'AccountPage'),
  Actions: lazyPage(() => import('../features/actions/actions-page.tsx'), 'ActionsPage'),
  Intelligence: lazyPage(() => import('../features/intelligence/intelligence-page.tsx'), 'IntelligencePage'),
  Templates: lazyPage(() => import('../features/templates/templates-page.tsx'), 'TemplatesPage'),
  ActivityLog: lazyPage(() => import('../features/activity-log/activity-log-page.tsx'), 'ActivityLogPage'),
  Company: lazyPage(() => import('../features/companies/company-page.tsx'), 'CompanyPage'),
  Farms: lazyPage(() => import('../features/farms/farms-page.tsx'), 'FarmsPage'),
  FarmForm: lazyPage(() => import('../features/farms/farm-form-page.tsx'), 'FarmFormPage'),
  FarmUsers: lazyPage(() => import('../features/farms/farm-users-page.tsx'), 'FarmUsersPage'),
  Users: lazyPage(() => import('../features/users/users-page.tsx'), 'UsersPage'),
  UserForm: lazyPage(() => import('../features/users/user-form-page.tsx'), 'UserFormPage'),
  Summary: lazyPage(() => import('../features/documents/summary-page.tsx'), 'SummaryPage'),
  Report: lazyPage(() => import('../features/documents/report-page.tsx'), 'ReportPage'),
  ActionsReport: lazyPage(() => import('../features/documents/actions-report-page.tsx'), 'ActionsReportPage'),
  NotFound: lazyPage(() => import('./not-found-page.tsx'), 'NotFoundPage'),
};
