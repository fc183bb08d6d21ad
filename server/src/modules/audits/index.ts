// The audits module's entry (docs/architecture.md): the audit records, lists, launch, delete and the audit's people.
export { surveyRoutes } from './audit.routes.ts';
export { launchRoutes } from './launch.routes.ts';
export { surveyResultRoutes } from './audit-results.routes.ts';
export { capsOf } from './audit.mapper.ts';
export { searchAuditPeople } from './audit-people.service.ts';
