// The activity module's entry (docs/architecture.md): what other parts of the server may use of it.
export { activityRoutes } from './activity.routes.ts';
export {
  clipForLog,
  recordActivity,
  recordCompanyActivity,
  recordCompanyUpdate,
  recordAuditUpdate,
  recordAuditUpdates,
  recordUpdate,
} from './activity-record.service.ts';
export { activityItems } from './activity.service.ts';
export { csvLine } from './activity-csv.ts';
