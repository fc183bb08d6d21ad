// The access module's entry (docs/architecture.md): "may this user do X to these ids". Services ask it; repositories
// compose its SQL scopes into their lists. Nothing else answers who sees what.
export {
  beyondCallersCompanies,
  companyAccess,
  companyAccessWith,
  companyVouchesFor,
  farmAssignmentsScope,
  farmViewer,
  farmViewerOfAudit,
  holdsAdminRole,
  isAdmin,
  requireCapability,
  requireMayAssignFarms,
  requireMayEditMember,
  requireVisibleAudits,
  visibleFarm,
  visibleAudit,
  type CompanyAccess,
} from './access.service.ts';
// The SQL scopes other modules' lists compose: the one exception to "an entry file offers no repository function"
// (scripts/repository-imports.mjs lists the same names; the module-order lint allows only these).
export {
  farmAuditVisibleTo,
  companyVisibleTo,
  farmVisibleTo,
  auditVisibleTo,
  visibleFarmIds,
  visibleAuditIds,
  type FarmViewer,
} from './access-scope.repository.ts';
